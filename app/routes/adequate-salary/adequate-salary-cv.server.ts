import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { isQuestionnaireProfession, questionnaireCvFormSchema } from '../../../contracts/questionnaire.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { CV_FILE_FIELD } from '../../features/adequate-salary/cv-form.tsx';
import { thankYouSearch } from '../../features/adequate-salary/thank-you-params.ts';
import type { Route } from './+types/adequate-salary-cv';

function professionOf(params: { queryProfession?: string }) {
  const profession = params.queryProfession;
  if (!isQuestionnaireProfession(profession)) throw data(null, { status: 404 });
  return profession;
}

export function loader({ params, context }: Route.LoaderArgs) {
  const profession = professionOf(params);
  const { t } = context;
  return {
    profession,
    seo: {
      title: t('questionnaire:meta.cvTitle', {
        profession: t(`questionnaire:professionTitles.${profession}`),
      }),
      description: t('questionnaire:meta.description'),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const profession = professionOf(params);
  const { services, locale, t, clientIp } = context;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: questionnaireCvFormSchema });
  const file = formData.get(CV_FILE_FIELD);
  const upload = file instanceof File && file.size > 0 ? file : undefined;
  const fileError = upload ? undefined : { [CV_FILE_FIELD]: ['validation.fileRequired'] };
  if (submission.status !== 'success' || !upload)
    return data({ result: submission.reply(fileError ? { fieldErrors: fileError } : {}) }, { status: 400 });
  try {
    await services.rateLimits.limitRate('publicForm', `questionnaire:${clientIp}`);
    await services.rateLimits.limitRate('upload', clientIp);
    await services.adequateSalary.submitQuestionnaireCv(
      { profession, ...submission.value, language: locale },
      { name: upload.name, bytes: new Uint8Array(await upload.arrayBuffer()) },
      locale,
      clientIp,
    );
  } catch (error) {
    if (hasErrorCode(error, 'RATE_LIMITED'))
      return data(
        { result: submission.reply({ formErrors: [t('questionnaire:form.rateLimited')] }) },
        { status: 429 },
      );
    const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
    if (hasErrorCode(error, 'VALIDATION_FAILED') && fieldErrors)
      return data({ result: submission.reply({ fieldErrors }) }, { status: 400 });
    throw error;
  }
  return redirect(
    localizePath(locale, '/adequate-salary/thank-you') + thankYouSearch({ kind: 'cv', profession }),
  );
}
