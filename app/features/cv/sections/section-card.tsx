import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { SaveStatus } from '../save-status.tsx';
import type { CvSectionForm } from './cv-section-state.tsx';

/**
 * A section of the CV editor: its heading, its fields in a form of their own (Enter saves it, ADR
 * 140), the errors of the section as a whole, and its save button with its status.
 */
export function SectionCard({
  form,
  title,
  intro,
  children,
}: {
  form: CvSectionForm;
  title: string;
  intro?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('cv');
  const headingId = `cv-edit-${form.section}`;
  const saving = form.status.status === 'loading';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm leading-relaxed text-slate-600">{intro}</p> : null}
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <div className="mt-4 space-y-4">{children}</div>
        {form.sectionErrors.length ? (
          <FormAlert tone="error" className="mt-4">
            {form.sectionErrors.join(' ')}
          </FormAlert>
        ) : null}
        <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <Button type="submit" disabled={saving} pending={saving}>
            {t('editor.save')}
          </Button>
          <SaveStatus
            state={form.status}
            done={t('editor.saved')}
            working={t('editor.saving')}
            failed={t('editor.saveFailed')}
            focus
          />
        </div>
      </form>
    </section>
  );
}

/** The labels of a section's entry list (add, remove, move, the entry's name). */
export function useEntryLabels(kind: string) {
  const { t } = useTranslation('cv');
  return {
    add: t(`editor.${kind}.add`),
    remove: t('editor.remove'),
    up: t('editor.moveUp'),
    down: t('editor.moveDown'),
    entry: (n: number) => t(`editor.${kind}.entry`, { n }),
  };
}
