import { Sparkles } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { SuccessNotice } from '../../components/ui/success-notice.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { AddTechnologiesPrompt } from './add-technologies-prompt.tsx';

/** The jobs digest by the CV's match as the page shows it (ADR 127); null: no candidate, no control. */
export type DigestMatchView = {
  subscribed: boolean;
  minScore: number | null;
  hasTechnologies: boolean;
} | null;

/** The action's answer to the form: what was typed, and the translated field errors or when it was saved. */
export interface DigestMatchReply {
  values: { digestMatch: boolean; minScore: string };
  fieldErrors?: Record<string, string[]> | undefined;
  code?: string | undefined;
  savedAt?: number | undefined;
}

/** The least score the form proposes when the subscriber first ticks the box. */
const DEFAULT_SCORE = 70;

/**
 * "Only jobs that match my CV, at least N %" of the weekly jobs digest (ADR 127), off by default: a
 * plain form the profile's action answers, with or without JavaScript, keeping what was typed on an
 * error. Offered to a candidate who receives the digest; a CV without technologies gets what to add.
 */
export function DigestMatchForm({
  view,
  reply,
  submitting,
}: {
  view: NonNullable<DigestMatchView>;
  reply?: DigestMatchReply | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation('newsletter');
  const failed = !!reply?.fieldErrors;
  const checked = failed ? reply.values.digestMatch : view.minScore !== null;
  const score = failed ? reply.values.minScore : String(view.minScore ?? DEFAULT_SCORE);
  return (
    <section
      aria-labelledby="digest-match-heading"
      className="mt-10 rounded-xl border border-brand-200 bg-brand-50/60 px-4 py-4 sm:px-5"
      data-testid="digest-match"
    >
      <h2 id="digest-match-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Sparkles className="size-5 shrink-0" aria-hidden />
        {t('digestMatch.title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{t('digestMatch.intro')}</p>
      {!view.subscribed ? (
        <p className="mt-3 text-sm text-slate-800">{t('digestMatch.needsJobs')}</p>
      ) : (
        <>
          {!view.hasTechnologies ? <AddTechnologiesPrompt /> : null}
          {view.hasTechnologies || view.minScore !== null ? (
            <Form
              noValidate
              method="post"
              // A new key after each answer and each reload of the setting (the action's answer can come
              // a render before the page's data): the fields show what was saved, or what was typed.
              key={`${reply?.savedAt ?? (failed ? 'failed' : 'saved')}-${view.minScore}`}
              className="mt-4 space-y-4"
            >
              <input type="hidden" name="intent" value="digest-match" />
              <Checkbox
                id="digest-match-on"
                name="digestMatch"
                value="on"
                label={t('digestMatch.only')}
                defaultChecked={checked}
              />
              <TextField
                id="digest-match-score"
                name="minScore"
                label={t('digestMatch.score')}
                hint={t('digestMatch.scoreHint')}
                inputMode="numeric"
                autoComplete="off"
                defaultValue={score}
                errors={reply?.fieldErrors?.minScore}
                inputClassName="max-w-32"
              />
              <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
                <SuccessNotice
                  message={
                    view.minScore !== null
                      ? t('digestMatch.savedOn', { score: view.minScore })
                      : t('digestMatch.savedOff')
                  }
                  stamp={reply?.savedAt}
                  className="sm:flex-1"
                />
                <Button type="submit" pending={submitting} pendingLabel={t('sending')} className="sm:ml-auto">
                  {t('alert.save')}
                </Button>
              </div>
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}
