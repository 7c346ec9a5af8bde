import { requireAdmin } from '../../features/admin/guard.server.ts';
import type { Route } from './+types/admin-questionnaires';

/** The submitted questionnaires, newest first (admins only). */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t, services } = context;
  return {
    rows: await services.adequateSalary.admin.listQuestionnaires(200),
    seo: {
      title: t('questionnaire:admin.questionnaires.title'),
      description: t('questionnaire:admin.meta'),
      noIndex: true,
    },
  };
}
