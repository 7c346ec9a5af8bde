import { useLoaderData } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { AdminCard, AdminPageHeader, DetailList, None } from '../../features/admin/admin-page.tsx';
import { formatDateTime } from '../../../contracts/dates.ts';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-contact.server.ts';

export { loader } from './admin-contact.server.ts';
export const meta = routeMeta;

/** One message of the contact forms (HR e-mails link here). */
export default function AdminContact() {
  const { message: m } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  const none = <None label={t('common.none')} />;
  return (
    <div>
      <AdminPageHeader
        title={t('contact.title', { name: m.name ?? m.company ?? m.phone })}
        back={{ to: href('/admin/contacts'), label: t('contact.back') }}
        badges={
          <Badge tone={m.source === 'promo' ? 'teal' : 'neutral'}>
            {t(`contacts.sources.${m.source}`, { defaultValue: m.source })}
          </Badge>
        }
        intro={t('contact.intro', { date: formatDateTime(locale, m.createdAt) })}
      />
      <AdminCard id="contact-message" className="max-w-3xl">
        <DetailList
          items={[
            { label: t('contact.name'), value: m.name ?? none },
            { label: t('contact.company'), value: m.company ?? none },
            { label: t('contact.phone'), value: <a href={`tel:${m.phone.replace(/\s/g, '')}`}>{m.phone}</a> },
            {
              label: t('contact.email'),
              value: m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : none,
            },
            { label: t('contact.message'), value: <p className="whitespace-pre-line">{m.message}</p> },
          ]}
        />
      </AdminCard>
    </div>
  );
}
