import { BadgeCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { initials } from '../../layout/user-menu.tsx';
import { VerificationBanner } from '../resend-verification.tsx';

export interface ProfileUser {
  name: string;
  email: string;
  emailVerified: boolean;
  avatarUrl: string | null;
}

/** The band above the profile sections: photo or initials, name, e-mail and its verification state. */
export function ProfileHeader({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const name = user.name.trim() || user.email;
  return (
    <div className="border-b border-slate-200 bg-white">
      <Container className="flex items-center gap-4 py-6 sm:gap-5">
        {user.avatarUrl ? (
          <img
            src={user.avatarUrl}
            alt=""
            width={64}
            height={64}
            className="size-14 shrink-0 rounded-full object-cover ring-1 ring-slate-200 sm:size-16"
          />
        ) : (
          <span
            aria-hidden
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white sm:size-16 sm:text-xl"
          >
            {initials(user.name, user.email)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{t('layout.eyebrow')}</p>
          <p className="truncate text-xl font-bold tracking-tight text-ink sm:text-2xl">{name}</p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            <span className="truncate">{user.email}</span>
            {user.emailVerified ? (
              <Badge tone="green">
                <BadgeCheck className="size-3.5" aria-hidden />
                {t('layout.verified')}
              </Badge>
            ) : (
              <Badge tone="amber">{t('layout.notVerified')}</Badge>
            )}
          </p>
        </div>
      </Container>
    </div>
  );
}

/**
 * "Your e-mail is not verified" with a button that sends the link again through the
 * `resend-verification` route. Without JavaScript the form posts normally and the route comes back
 * here with `?verification=sent` (or the error code).
 */
export function UnverifiedEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  return (
    <VerificationBanner
      id="unverified-email-title"
      tone="warning"
      className="rounded-xl"
      texts={{
        title: t('layout.unverifiedTitle'),
        text: t('layout.unverifiedText', { email }),
        sent: t('layout.resent', { email }),
        resend: t('layout.resend'),
        resending: t('layout.resending'),
      }}
    />
  );
}
