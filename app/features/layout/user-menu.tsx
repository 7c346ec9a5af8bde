import { clsx } from 'clsx';
import { ChevronDown, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from './use-locale.ts';

/** The signed-in user as the root loader exposes it. */
export interface HeaderUser {
  name: string;
  email: string;
  role: 'user' | 'admin';
  emailVerified: boolean;
}

/** Up to two initials of a name (the e-mail's first letter without one). */
export function initials(name: string, email: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toLocaleUpperCase());
  if (letters.length === 0) return (email[0] ?? '?').toLocaleUpperCase();
  return letters.length === 1 ? letters[0]! : letters[0]! + letters[letters.length - 1]!;
}

const item =
  'flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm text-slate-800 no-underline hover:bg-slate-100';

/**
 * The user menu: a `<details>` disclosure, so it opens without JavaScript too. With scripts it also
 * closes on Escape, on a click outside and after choosing an item.
 */
export function UserMenu({ user, light = false }: { user: HeaderUser; light?: boolean }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    details.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      details.removeEventListener('keydown', onKey);
    };
  }, []);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  const name = user.name.trim() || user.email;
  return (
    <details ref={ref} className="group relative">
      <summary
        className={clsx(
          'flex cursor-pointer list-none items-center gap-2 rounded-full py-1 pr-2 pl-1 [&::-webkit-details-marker]:hidden',
          light ? 'text-white hover:bg-white/10' : 'text-slate-800 hover:bg-slate-100',
        )}
      >
        <span
          aria-hidden
          className={clsx(
            'inline-flex size-8 items-center justify-center rounded-full text-xs font-bold',
            light ? 'bg-white text-brand-900' : 'bg-brand-700 text-white',
          )}
        >
          {initials(user.name, user.email)}
        </span>
        <span aria-hidden className="hidden max-w-[9rem] truncate text-sm font-medium sm:inline">
          {name}
        </span>
        <span className="sr-only">{t('nav.userMenu', { name })}</span>
        <ChevronDown
          className="hidden size-4 transition-transform group-open:rotate-180 sm:block"
          aria-hidden
        />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 text-ink shadow-xl">
        <div className="border-b border-slate-100 px-3 pt-1 pb-3">
          <p className="text-xs text-slate-600">{t('nav.signedInAs')}</p>
          <p className="truncate text-sm font-semibold">{user.email}</p>
          {user.emailVerified ? null : (
            <p className="mt-1 text-xs text-amber-800">{t('nav.emailNotVerified')}</p>
          )}
        </div>
        <ul className="mt-2 space-y-0.5">
          <li>
            <Link to={href('/profile')} className={item} onClick={close}>
              <UserRound className="size-4 text-slate-600" aria-hidden />
              {t('nav.profile')}
            </Link>
          </li>
          {user.role === 'admin' ? (
            <li>
              <Link to={href('/admin')} className={item} onClick={close} reloadDocument>
                <ShieldCheck className="size-4 text-slate-600" aria-hidden />
                {t('nav.admin')}
              </Link>
            </li>
          ) : null}
          <li className="border-t border-slate-100 pt-1">
            <Form noValidate method="post" action={href('/sign-out')} onSubmit={close}>
              <button type="submit" className={item}>
                <LogOut className="size-4 text-slate-600" aria-hidden />
                {t('nav.signOut')}
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
