import { Link } from 'react-router';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useErrorText, type FieldLike } from '../form-helpers.ts';

/** The consent a public form needs (docs/product/validation.md), with a link to the privacy policy. */
export function ConsentField({ field, text }: { field: FieldLike; text: string }) {
  const { t } = useTranslation('forms');
  const { href } = useLocale();
  const errorText = useErrorText();
  return (
    <Checkbox
      id={field.id}
      name={field.name}
      defaultChecked={field.defaultChecked}
      errors={errorText(field.errors)}
      label={
        <>
          {text}{' '}
          <Link to={href('/privacy-policy')} className="font-medium" target="_blank">
            {t('common.privacyLink')}
          </Link>
        </>
      }
    />
  );
}
