import { createContext, use, useState, type ChangeEvent } from 'react';
import {
  cvSectionFields,
  cvSectionInputSchema,
  type CvDocument,
  type CvLanguage,
  type CvSection,
  type CvSectionVersions,
  type LocalizedText,
} from '../../../../contracts/cv.ts';
import { useAsyncStatus } from '../../../components/ui/use-async-status.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useApiFetch } from '../../../lib/use-api.ts';

type Errors = Record<string, string[]>;

/** What the sections of the editor share: the CV as edited, the language tab, the sections' versions. */
export interface CvEditorState {
  cv: CvDocument;
  /** Changes fields of the CV as edited (not saved). */
  change: (fields: Partial<CvDocument>) => void;
  /** The language tab: every free text field shows its version in this language. */
  lang: CvLanguage;
  versions: CvSectionVersions;
  saved: (section: CvSection, version: number, fields: Partial<CvDocument>) => void;
}

export const CvEditorContext = createContext<CvEditorState | null>(null);

function useCvEditor(): CvEditorState {
  const state = use(CvEditorContext);
  if (!state) throw new Error('a CV section outside the CV editor');
  return state;
}

/** The translated messages of the schema's issues, by the API's field path (`employments.0.to`). */
function issueErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string; maximum?: unknown }[],
  t: (key: string, options?: Record<string, unknown>) => string,
): Errors {
  const found: Errors = {};
  for (const issue of issues)
    (found[issue.path.map(String).join('.')] ??= []).push(
      issue.message.startsWith('validation.')
        ? t(`common:${issue.message}`, { max: issue.maximum })
        : t('common:validation.invalid'),
    );
  return found;
}

/**
 * One section of the CV editor as a form of its own (ADR 115): its fields of the CV as edited, its
 * errors, and `submit`, which checks the section with the API's schema and saves only it
 * (`PUT /api/candidates/my/cv/sections/{section}`) with the version it was loaded at. An invalid or
 * unsaved section never stops another from saving; a section saved elsewhere since is refused with
 * a translated message, and what was typed stays.
 */
export function useCvSection(section: CvSection, prepare?: (cv: Partial<CvDocument>) => Partial<CvDocument>) {
  const { cv, change, lang, versions, saved } = useCvEditor();
  const { t } = useTranslation('cv');
  const apiFetch = useApiFetch();
  const [errors, setErrors] = useState<Errors>({});
  const status = useAsyncStatus<string>();
  const fields = cvSectionFields[section];

  const submit = () =>
    status.run(async () => {
      let value: Partial<CvDocument> = Object.fromEntries(fields.map((field) => [field, cv[field]]));
      if (prepare) {
        value = prepare(value);
        change(value);
      }
      const parsed = cvSectionInputSchema(section).safeParse(value);
      if (!parsed.success) {
        setErrors(issueErrors(parsed.error.issues, t as never));
        throw t('editor.checkFields');
      }
      try {
        const { version, ...stored } = await apiFetch<Partial<CvDocument> & { version: number }>(
          `/api/candidates/my/cv/sections/${section}`,
          { method: 'PUT', json: { ...value, version: versions[section] } },
        );
        setErrors({});
        saved(section, version, stored);
      } catch (error) {
        if (isApiError(error)) {
          setErrors(error.fieldErrors ?? {});
          throw error.message;
        }
        throw t('editor.saveFailed');
      }
    });

  const err = (path: string) => errors[path];
  /** A text's errors: of the text as a whole (required) and of its version in the tab's language. */
  const textErr = (path: string) => {
    const found = [...(errors[path] ?? []), ...(errors[`${path}.${lang}`] ?? [])];
    return found.length ? found : undefined;
  };
  /** The version of a text in the tab's language. */
  const textOf = (text: LocalizedText | undefined) => text?.[lang] ?? '';
  const langName = t(`editor.languageNames.${lang}`);
  /** The props of the field of `text`'s version in the tab's language, labelled with that language. */
  const textField = (
    path: string,
    label: string,
    text: LocalizedText | undefined,
    set: (text: LocalizedText) => void,
  ) => ({
    id: `${path}.${lang}`,
    label: t('editor.inLanguage', { label, language: langName }),
    lang,
    value: textOf(text),
    errors: textErr(path),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ ...text, [lang]: e.target.value }),
  });
  /** The props of an entry's optional description, in the tab's language. */
  const descriptionField = (
    path: string,
    text: LocalizedText | undefined,
    set: (text: LocalizedText) => void,
  ) => ({ ...textField(path, t('editor.description'), text, set), optional: t('editor.optional') });
  /** Errors of the section as a whole (the specialisation limit, too many entries). */
  const sectionErrors = fields.flatMap((field) => errors[field] ?? []);

  return {
    section,
    cv,
    change,
    lang,
    status,
    submit,
    err,
    textOf,
    textField,
    descriptionField,
    sectionErrors,
  };
}
export type CvSectionForm = ReturnType<typeof useCvSection>;
