import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  filledTechnologyRows,
  programmerFormSchema,
  programmerFormToInput,
  testerFormSchema,
  type QuestionnaireInput,
  type QuestionnaireProfession,
} from '../../../contracts/questionnaire.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { thankYouSearch, type ThankYouState } from '../../features/adequate-salary/thank-you-params.ts';
import type { Route } from './+types/adequate-salary-form';

/** Both forms share this module: the path tells the variant. */
const professionOf = (request: Request): QuestionnaireProfession =>
  new URL(request.url).pathname.includes('/tester/') ? 'tester' : 'programmer';

export async function loader({ request, context }: Route.LoaderArgs) {
  const profession = professionOf(request);
  const { t, services } = context;
  const technologies =
    profession === 'programmer'
      ? (await services.adequateSalary.listTechnologyCategories()).map((r) => r.name)
      : [];
  return {
    profession,
    technologies,
    seo: {
      title: t('questionnaire:meta.formTitle', {
        profession: t(`questionnaire:professionTitles.${profession}`),
      }),
      description: t('questionnaire:meta.description'),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const profession = professionOf(request);
  const formData = await request.formData();
  if (profession === 'programmer') {
    const submission = parseWithZod(formData, { schema: programmerFormSchema });
    // Adding or removing a technology row without JavaScript is a submission with an intent.
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: submission.status === 'error' ? 400 : 200 });
    const rows = filledTechnologyRows(submission.value);
    const input = programmerFormToInput(submission.value, context.locale);
    return submit(context, request, input, {
      reply: (options) => submission.reply(options),
      // The use case names technologies by their place in the list; the form by its row.
      fieldOf: (path) => {
        const match = /^technologiesKnown\.(\d+)$/.exec(path);
        const row = match ? rows[Number(match[1])] : undefined;
        return row ? `technologies[${row.index}].name` : path;
      },
    });
  }
  const submission = parseWithZod(formData, { schema: testerFormSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply() }, { status: submission.status === 'error' ? 400 : 200 });
  const input = { profession: 'tester' as const, ...submission.value, language: context.locale };
  return submit(context, request, input, {
    reply: (options) => submission.reply(options),
    fieldOf: (path) => path,
  });
}

type Reply = (options?: {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}) => SubmissionResult<string[]>;

/**
 * Stores the answers and goes to the thank-you page of the stored result (by its unguessable id).
 * Invalid technologies and the rate limit come back to the form; any other failure is logged and the
 * person still reaches the thank-you page (docs/product/errors.md), without an estimate since none was stored.
 */
async function submit(
  context: AppLoadContext,
  request: Request,
  input: QuestionnaireInput,
  { reply, fieldOf }: { reply: Reply; fieldOf: (path: string) => string },
) {
  const { services, locale, t } = context;
  let thankYou: ThankYouState = { kind: 'none' };
  try {
    await services.rateLimits.limitRate('publicForm', `questionnaire:${context.clientIp}`);
    const stored = await services.adequateSalary.submitQuestionnaire(input, locale, context.clientIp);
    thankYou = { kind: 'result', token: stored.resultToken };
  } catch (error) {
    if (hasErrorCode(error, 'RATE_LIMITED'))
      return data({ result: reply({ formErrors: [t('questionnaire:form.rateLimited')] }) }, { status: 429 });
    const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
    if (hasErrorCode(error, 'VALIDATION_FAILED') && fieldErrors)
      return data(
        {
          result: reply({
            fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [fieldOf(k), v])),
          }),
        },
        { status: 400 },
      );
    context.logger.error({ err: error, requestId: context.requestId }, 'a questionnaire could not be stored');
    context.errorReporter.report(error, {
      source: 'ssr',
      requestId: context.requestId,
      method: 'POST',
      path: new URL(request.url).pathname,
    });
  }
  return redirect(localizePath(locale, '/adequate-salary/thank-you') + thankYouSearch(thankYou));
}
