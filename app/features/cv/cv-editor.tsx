import { Check } from 'lucide-react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import {
  countSentences,
  cvDocumentSchema,
  languageLevels,
  SUGGESTED_SENTENCES,
  technologyYears,
  type CvDocument,
  type CvLanguage,
  type LocalizedText,
} from '../../../contracts/cv.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAsyncStatus } from '../../components/ui/use-async-status.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useApiFetch } from '../../lib/use-api.ts';
import { CvImport } from './cv-import.tsx';
import { CvPhotoField } from './cv-photo-field.tsx';
import { EntryList } from './entry-list.tsx';

type Errors = Record<string, string[]>;
type Section =
  'basic' | 'employments' | 'educations' | 'references' | 'certificates' | 'languages' | 'technologies';

/**
 * The CV editor (docs/product/screens-and-routes.md CV data): basic information, employment, education, references,
 * certificates, languages and technologies. Each section saves the whole document with the docs/product/states.md
 * states (idle → loading → success for 2.5 s; a failure keeps what was typed), validated first with
 * the API's own schema. Free texts are edited per language in two tabs (Slovak, English), each field
 * labelled with its language; the CV's primary language only chooses the tab shown first (ADR 110).
 */
export function CvEditor({
  initial,
  technologyNames,
  cvLanguage,
  hasPhoto,
}: {
  initial: CvDocument;
  technologyNames: readonly string[];
  cvLanguage: CvLanguage;
  /** Whether the CV has a photo (it is uploaded and removed on its own, not with the save button). */
  hasPhoto: boolean;
}) {
  const { t } = useTranslation('cv');
  const apiFetch = useApiFetch();
  const [cv, setCv] = useState<CvDocument>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [active, setActive] = useState<Section>('basic');
  const save = useAsyncStatus<string>();
  const [lang, setLang] = useState<CvLanguage>(cvLanguage);
  const langName = t(`editor.languageNames.${lang}`);

  const err = (path: string) => errors[path];
  /** A text's errors: of the text as a whole (required) and of its version in the tab's language. */
  const textErr = (path: string) => {
    const found = [...(errors[path] ?? []), ...(errors[`${path}.${lang}`] ?? [])];
    return found.length ? found : undefined;
  };
  /** The version of a text in the tab's language, and the text with it changed. */
  const textOf = (text: LocalizedText | undefined) => text?.[lang] ?? '';
  const withText = (text: LocalizedText | undefined, value: string): LocalizedText => ({
    ...text,
    [lang]: value,
  });
  /** A text field's label with the language it is written in. */
  const inLang = (label: string) => t('editor.inLanguage', { label, language: langName });
  /** The props of the field of `text`'s version in the tab's language (`path` as the API names it). */
  const textField = (
    path: string,
    label: string,
    text: LocalizedText | undefined,
    set: (text: LocalizedText) => void,
  ) => ({
    id: `${path}.${lang}`,
    label: inLang(label),
    lang,
    value: textOf(text),
    errors: textErr(path),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(withText(text, e.target.value)),
  });
  const submit = (section: Section) => {
    setActive(section);
    void save
      .run(async () => {
        const parsed = cvDocumentSchema.safeParse(cv);
        if (!parsed.success) {
          const found: Errors = {};
          for (const issue of parsed.error.issues)
            (found[issue.path.map(String).join('.')] ??= []).push(
              issue.message.startsWith('validation.')
                ? t(`common:${issue.message}`)
                : t('common:validation.invalid'),
            );
          setErrors(found);
          throw t('editor.checkFields');
        }
        try {
          const saved = await apiFetch<CvDocument>('/api/candidates/my/cv', { method: 'PUT', json: cv });
          setErrors({});
          setCv(saved);
        } catch (error) {
          if (isApiError(error)) {
            setErrors(error.fieldErrors ?? {});
            throw error.message;
          }
          throw t('editor.saveFailed');
        }
      })
      .catch(() => undefined);
  };

  const status = (section: Section) => {
    return (
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Button
          type="button"
          onClick={() => submit(section)}
          disabled={save.status === 'loading'}
          pending={save.status === 'loading' && active === section}
        >
          {t('editor.save')}
        </Button>
        <p role="status" aria-live="polite" className="text-sm">
          {active === section && save.status === 'success' ? (
            <span className="inline-flex items-center gap-1 text-emerald-700">
              <Check className="size-4" aria-hidden /> {t('editor.saved')}
            </span>
          ) : null}
          {active === section && save.status === 'loading' ? (
            <span className="text-slate-600">{t('editor.saving')}</span>
          ) : null}
        </p>
        {active === section && save.status === 'fail' ? (
          <FormAlert tone="error" focus className="w-full">
            {save.error ?? t('editor.saveFailed')}
          </FormAlert>
        ) : null}
      </div>
    );
  };

  const card = (section: Section, title: string, intro: string | null, children: ReactNode) => (
    <section
      aria-labelledby={`cv-edit-${section}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`cv-edit-${section}`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm leading-relaxed text-slate-600">{intro}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
      <div className="mt-5">{status(section)}</div>
    </section>
  );

  const lengthHint = (kind: 'employment' | 'education', text: string | undefined) => {
    const [min, max] = SUGGESTED_SENTENCES[kind];
    const n = countSentences(text ?? '');
    return t('editor.lengthHint', { min, max, count: n });
  };
  const listLabels = (kind: string) => ({
    add: t(`editor.${kind}.add`),
    remove: t('editor.remove'),
    up: t('editor.moveUp'),
    down: t('editor.moveDown'),
    entry: (n: number) => t(`editor.${kind}.entry`, { n }),
  });

  return (
    <div className="space-y-6">
      <CvImport cv={cv} onChange={setCv} language={lang} />
      <div className="z-10 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur sm:sticky sm:top-2 sm:p-4">
        <p id="cv-texts-language" className="text-sm font-medium text-slate-800">
          {t('editor.textsLanguage')}
        </p>
        <div role="tablist" aria-labelledby="cv-texts-language" className="mt-2 flex flex-wrap gap-2">
          {(['sk', 'en'] as const).map((language) => (
            <button
              key={language}
              type="button"
              role="tab"
              id={`cv-tab-${language}`}
              aria-selected={lang === language}
              aria-controls="cv-texts"
              lang={language}
              onClick={() => setLang(language)}
              className={
                lang === language
                  ? 'rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white'
                  : 'rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600'
              }
            >
              {t(`editor.tabs.${language}`)}
            </button>
          ))}
        </div>
        <p className="mt-2 text-xs leading-relaxed text-slate-600">{t('editor.tabsHint')}</p>
      </div>
      <div id="cv-texts" role="tabpanel" aria-labelledby={`cv-tab-${lang}`} className="space-y-6">
        <datalist id="cv-technology-names">
          {technologyNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {card(
          'basic',
          t('editor.basic.title'),
          t('editor.basic.intro'),
          <>
            <CvPhotoField initialHasPhoto={hasPhoto} />
            <TextField
              {...textField('position', t('editor.basic.position'), cv.position, (text) =>
                setCv({ ...cv, position: text }),
              )}
              maxLength={200}
            />
            <TextArea
              {...textField('bio', t('editor.basic.bio'), cv.bio, (text) => setCv({ ...cv, bio: text }))}
              rows={5}
            />
          </>,
        )}
        {card(
          'employments',
          t('editor.employments.title'),
          null,
          <EntryList
            items={cv.employments}
            onChange={(employments) => setCv({ ...cv, employments })}
            blank={() => ({
              company: '',
              position: {},
              from: '',
              to: null,
              description: {},
              technologies: [],
            })}
            name={(e, i) => e.company || t('editor.employments.entry', { n: i + 1 })}
            labels={listLabels('employments')}
            render={(e, i, update) => {
              const p = `employments.${i}`;
              return (
                <>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      id={`${p}.company`}
                      label={t('editor.employments.company')}
                      value={e.company}
                      errors={err(`${p}.company`)}
                      onChange={(x) => update({ ...e, company: x.target.value })}
                    />
                    <TextField
                      {...textField(`${p}.position`, t('editor.employments.position'), e.position, (text) =>
                        update({ ...e, position: text }),
                      )}
                    />
                    <TextField
                      id={`${p}.from`}
                      label={t('editor.from')}
                      hint={t('editor.dateHint')}
                      placeholder="2019-03"
                      value={e.from}
                      errors={err(`${p}.from`)}
                      onChange={(x) => update({ ...e, from: x.target.value })}
                    />
                    <div className="space-y-2">
                      <TextField
                        id={`${p}.to`}
                        label={t('editor.to')}
                        hint={t('editor.dateHint')}
                        placeholder="2023-06"
                        disabled={e.to === null}
                        value={e.to ?? ''}
                        errors={err(`${p}.to`)}
                        onChange={(x) => update({ ...e, to: x.target.value })}
                      />
                      <Checkbox
                        id={`${p}.present`}
                        label={t('editor.present')}
                        checked={e.to === null}
                        onChange={(x) => update({ ...e, to: x.target.checked ? null : '' })}
                      />
                    </div>
                  </div>
                  <TextArea
                    {...textField(`${p}.description`, t('editor.description'), e.description, (text) =>
                      update({ ...e, description: text }),
                    )}
                    optional={t('editor.optional')}
                    hint={lengthHint('employment', textOf(e.description))}
                  />
                  <TextField
                    id={`${p}.technologies`}
                    label={t('editor.employments.technologies')}
                    hint={t('editor.employments.technologiesHint')}
                    value={e.technologies.join(', ')}
                    errors={err(`${p}.technologies`)}
                    onChange={(x) =>
                      update({ ...e, technologies: x.target.value.split(',').map((s) => s.trimStart()) })
                    }
                    onBlur={() =>
                      update({ ...e, technologies: e.technologies.map((s) => s.trim()).filter(Boolean) })
                    }
                  />
                </>
              );
            }}
          />,
        )}
        {card(
          'educations',
          t('editor.educations.title'),
          null,
          <EntryList
            items={cv.educations}
            onChange={(educations) => setCv({ ...cv, educations })}
            blank={() => ({
              diploma: {},
              school: {},
              faculty: {},
              from: null,
              to: null,
              description: {},
            })}
            name={(e, i) => textOf(e.school) || t('editor.educations.entry', { n: i + 1 })}
            labels={listLabels('educations')}
            render={(e, i, update) => {
              const p = `educations.${i}`;
              return (
                <>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      {...textField(`${p}.diploma`, t('editor.educations.diploma'), e.diploma, (text) =>
                        update({ ...e, diploma: text }),
                      )}
                    />
                    <TextField
                      {...textField(`${p}.school`, t('editor.educations.school'), e.school, (text) =>
                        update({ ...e, school: text }),
                      )}
                    />
                    <TextField
                      {...textField(`${p}.faculty`, t('editor.educations.faculty'), e.faculty, (text) =>
                        update({ ...e, faculty: text }),
                      )}
                      optional={t('editor.optional')}
                    />
                    <div />
                    <TextField
                      id={`${p}.from`}
                      optional={t('editor.optional')}
                      label={t('editor.from')}
                      hint={t('editor.dateHint')}
                      value={e.from ?? ''}
                      errors={err(`${p}.from`)}
                      onChange={(x) => update({ ...e, from: x.target.value })}
                    />
                    <TextField
                      id={`${p}.to`}
                      optional={t('editor.optional')}
                      label={t('editor.to')}
                      hint={t('editor.dateHint')}
                      value={e.to ?? ''}
                      errors={err(`${p}.to`)}
                      onChange={(x) => update({ ...e, to: x.target.value })}
                    />
                  </div>
                  <TextArea
                    {...textField(`${p}.description`, t('editor.description'), e.description, (text) =>
                      update({ ...e, description: text }),
                    )}
                    optional={t('editor.optional')}
                    hint={lengthHint('education', textOf(e.description))}
                  />
                </>
              );
            }}
          />,
        )}
        {card(
          'technologies',
          t('editor.technologies.title'),
          t('editor.technologies.intro'),
          <EntryList
            items={cv.technologies}
            onChange={(technologies) => setCv({ ...cv, technologies })}
            blank={() => ({ name: '', years: '1' as const, specialization: false })}
            name={(x, i) => x.name || t('editor.technologies.entry', { n: i + 1 })}
            labels={listLabels('technologies')}
            render={(x, i, update) => {
              const p = `technologies.${i}`;
              return (
                <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
                  <TextField
                    id={`${p}.name`}
                    list="cv-technology-names"
                    label={t('editor.technologies.name')}
                    value={x.name}
                    errors={err(`${p}.name`)}
                    onChange={(v) => update({ ...x, name: v.target.value })}
                  />
                  <Select
                    id={`${p}.years`}
                    label={t('editor.technologies.years')}
                    value={x.years}
                    options={technologyYears.map((y) => ({ value: y, label: t(`editor.years.${y}`) }))}
                    onChange={(v) => update({ ...x, years: v.target.value as typeof x.years })}
                  />
                  <Checkbox
                    id={`${p}.specialization`}
                    label={t('editor.technologies.specialization')}
                    checked={x.specialization}
                    onChange={(v) => update({ ...x, specialization: v.target.checked })}
                  />
                </div>
              );
            }}
          />,
        )}
        {errors.technologies ? <FormAlert tone="error">{errors.technologies.join(' ')}</FormAlert> : null}
        {card(
          'languages',
          t('editor.languages.title'),
          null,
          <EntryList
            items={cv.languages}
            onChange={(languages) => setCv({ ...cv, languages })}
            blank={() => ({ language: '', level: 'B2' as const })}
            name={(x, i) => x.language || t('editor.languages.entry', { n: i + 1 })}
            labels={listLabels('languages')}
            render={(x, i, update) => (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  id={`languages.${i}.language`}
                  label={t('editor.languages.language')}
                  value={x.language}
                  errors={err(`languages.${i}.language`)}
                  onChange={(v) => update({ ...x, language: v.target.value })}
                />
                <Select
                  id={`languages.${i}.level`}
                  label={t('editor.languages.level')}
                  value={x.level}
                  placeholder={x.level ? undefined : t('import.levelChoose')}
                  options={languageLevels.map((l) => ({ value: l, label: t(`editor.levels.${l}`) }))}
                  onChange={(v) => update({ ...x, level: v.target.value as typeof x.level })}
                />
              </div>
            )}
          />,
        )}
        {card(
          'certificates',
          t('editor.certificates.title'),
          null,
          <EntryList
            items={cv.certificates}
            onChange={(certificates) => setCv({ ...cv, certificates })}
            blank={() => ({ name: {}, description: {} })}
            name={(x, i) => textOf(x.name) || t('editor.certificates.entry', { n: i + 1 })}
            labels={listLabels('certificates')}
            render={(x, i, update) => (
              <>
                <TextField
                  {...textField(`certificates.${i}.name`, t('editor.certificates.name'), x.name, (text) =>
                    update({ ...x, name: text }),
                  )}
                />
                <TextArea
                  {...textField(
                    `certificates.${i}.description`,
                    t('editor.description'),
                    x.description,
                    (text) => update({ ...x, description: text }),
                  )}
                  optional={t('editor.optional')}
                />
              </>
            )}
          />,
        )}
        {card(
          'references',
          t('editor.references.title'),
          null,
          <EntryList
            items={cv.references}
            onChange={(references) => setCv({ ...cv, references })}
            blank={() => ({ link: '', description: {} })}
            name={(x, i) => x.link || t('editor.references.entry', { n: i + 1 })}
            labels={listLabels('references')}
            render={(x, i, update) => (
              <>
                <TextField
                  id={`references.${i}.link`}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  label={t('editor.references.link')}
                  value={x.link}
                  errors={err(`references.${i}.link`)}
                  onChange={(v) => update({ ...x, link: v.target.value })}
                />
                <TextArea
                  {...textField(
                    `references.${i}.description`,
                    t('editor.description'),
                    x.description,
                    (text) => update({ ...x, description: text }),
                  )}
                  optional={t('editor.optional')}
                />
              </>
            )}
          />,
        )}
      </div>
    </div>
  );
}
