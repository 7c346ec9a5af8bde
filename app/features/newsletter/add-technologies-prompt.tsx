import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

/**
 * What a CV without technologies needs before anything can go by its match (ADR 121): the match
 * alert's and the digest's words, with a link to the CV editor.
 */
export function AddTechnologiesPrompt() {
  const { t } = useTranslation('newsletter');
  const { href } = useLocale();
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-800">{t('alert.matchNoTechnologies')}</p>
      <Link
        to={href('/profile/cv')}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
      >
        {t('alert.matchEditCv')}
      </Link>
    </div>
  );
}
