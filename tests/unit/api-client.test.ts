import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAsyncStatus,
  SUCCESS_RESET_MS,
  type AsyncState,
} from '../../app/components/ui/use-async-status.ts';
import { ApiError, createApiFetch, isApiError } from '../../app/lib/api-client.ts';
import {
  expectBrowserReporter,
  reportBrowserError,
  setBrowserReporter,
} from '../../app/lib/error-reporting.ts';
import { createTranslator } from '../../app/i18n/translator.ts';
import type { Locale } from '../../contracts/enums.ts';
import { loadCatalogs } from '../../server/i18n.ts';

const catalogs = loadCatalogs();

const MESSAGES = {
  sk: {
    unexpected: 'Nastala neočakávaná chyba. Skúste to, prosím, neskôr.',
    apiNotFound: 'Pri načítaní údajov nastal problém.',
  },
  en: {
    unexpected: 'An unexpected error occurred. Please try again later.',
    apiNotFound: 'There was a problem loading the data.',
  },
  de: {
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    apiNotFound: 'Beim Laden der Daten ist ein Problem aufgetreten.',
  },
} as const;

const problem = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ type: 'about:blank', status, ...body }), {
    status,
    headers: { 'content-type': 'application/problem+json; charset=utf-8' },
  });

function client(locale: Locale, answer: (request: Request) => Response | Promise<Response>) {
  const reports: unknown[][] = [];
  const requests: Request[] = [];
  const apiFetch = createApiFetch({
    t: createTranslator(locale, catalogs[locale] as never),
    language: locale,
    fetch: async (input, init) => {
      const request = new Request(new URL(String(input), 'https://kariera.test'), init);
      requests.push(request);
      return answer(request);
    },
    report: (error, context) => void reports.push([error, context]),
  });
  return { apiFetch, reports, requests };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isApiError(error), `expected an ApiError, got ${String(error)}`).toBe(true);
  return error as ApiError;
}

describe('apiFetch: status → message (docs/product/errors.md)', () => {
  for (const locale of ['sk', 'en', 'de'] as const) {
    describe(locale, () => {
      it('404 → "problem loading the data", reported', async () => {
        const { apiFetch, reports } = client(locale, () =>
          problem(404, { title: 'Record not found.', code: 'NOT_FOUND' }),
        );
        const error = await failure(apiFetch('/api/job-descriptions/9'));
        expect(error).toMatchObject({
          status: 404,
          code: 'NOT_FOUND',
          message: MESSAGES[locale].apiNotFound,
        });
        expect(reports).toEqual([
          [
            error,
            { source: 'api', method: 'GET', path: '/api/job-descriptions/9', status: 404, code: 'NOT_FOUND' },
          ],
        ]);
      });

      it('500 → "unexpected error", reported', async () => {
        const { apiFetch, reports } = client(locale, () =>
          problem(500, { title: 'whatever the server said', code: 'INTERNAL' }),
        );
        const error = await failure(apiFetch('/api/enums'));
        expect(error).toMatchObject({ status: 500, code: 'INTERNAL', message: MESSAGES[locale].unexpected });
        expect(reports).toHaveLength(1);
      });

      it('a network failure → "unexpected error" (status 0), reported', async () => {
        const { apiFetch, reports } = client(locale, () => {
          throw new TypeError('Failed to fetch');
        });
        const error = await failure(apiFetch('/api/enums'));
        expect(error).toMatchObject({ status: 0, code: 'NETWORK', message: MESSAGES[locale].unexpected });
        expect(error.cause).toBeInstanceOf(TypeError);
        expect(reports).toHaveLength(1);
      });

      it('403 → silent: neither shown nor reported', async () => {
        const { apiFetch, reports } = client(locale, () =>
          problem(403, { title: 'Forbidden', code: 'FORBIDDEN' }),
        );
        const error = await failure(apiFetch('/api/candidates/my', { method: 'DELETE' }));
        expect(error.status).toBe(403);
        expect(error.silent).toBe(true);
        expect(reports).toEqual([]);
      });
    });
  }

  it("other statuses → the server's message (problem title, auth message, else a field message)", async () => {
    const title = 'Skontrolujte, prosím, zadané údaje.';
    const validation = client('sk', () =>
      problem(400, {
        title,
        code: 'VALIDATION_FAILED',
        fieldErrors: { size: ['Hodnota nesmie byť vyššia ako 100.'] },
      }),
    );
    const error = await failure(
      validation.apiFetch('/api/job-descriptions', { method: 'POST', json: { size: 1000 } }),
    );
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: title });
    expect(error.fieldErrors).toEqual({ size: ['Hodnota nesmie byť vyššia ako 100.'] });
    expect(error.silent).toBe(false);
    expect(validation.reports).toHaveLength(1);

    const auth = client('de', () =>
      Response.json(
        { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Ungültige E-Mail oder Passwort' },
        { status: 401 },
      ),
    );
    expect(await failure(auth.apiFetch('/api/auth/sign-in/email', { method: 'POST' }))).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Ungültige E-Mail oder Passwort',
    });

    const fieldOnly = client('en', () => problem(422, { fieldErrors: { name: ['Too short.'] } }));
    expect((await failure(fieldOnly.apiFetch('/api/x'))).message).toBe('Too short.');

    const noBody = client('en', () => new Response('Too Many Requests', { status: 429 }));
    expect(await failure(noBody.apiFetch('/api/x'))).toMatchObject({
      status: 429,
      code: 'HTTP_429',
      message: MESSAGES.en.unexpected,
    });

    const gateway = client('de', () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    expect((await failure(gateway.apiFetch('/api/x'))).message).toBe(MESSAGES.de.unexpected);
  });
});

describe('apiFetch: requests and answers', () => {
  it("sends the page's language and JSON, and parses the JSON answer", async () => {
    const { apiFetch, requests, reports } = client('de', () => Response.json({ ok: true }));
    expect(
      await apiFetch('/api/candidates/my/language', { method: 'put', json: { language: 'de' } }),
    ).toEqual({
      ok: true,
    });
    const [request] = requests;
    expect(request!.method).toBe('PUT');
    expect(request!.headers.get('accept-language')).toBe('de');
    expect(request!.headers.get('accept')).toBe('application/json');
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(await request!.json()).toEqual({ language: 'de' });
    expect(reports).toEqual([]);
  });

  it('answers undefined for 204', async () => {
    const { apiFetch } = client('sk', () => new Response(null, { status: 204 }));
    expect(await apiFetch('/api/candidates/my', { method: 'DELETE' })).toBeUndefined();
  });

  it('rethrows an aborted call as it is, unreported', async () => {
    const controller = new AbortController();
    const { apiFetch, reports } = client('sk', (request) => {
      controller.abort();
      throw request.signal.reason ?? new DOMException('aborted', 'AbortError');
    });
    const error = await apiFetch('/api/enums', { signal: controller.signal }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
    expect(reports).toEqual([]);
  });
});

describe('browser error reporting before Sentry is loaded', () => {
  afterEach(() => setBrowserReporter(undefined));

  it('drops errors when reporting is off', () => {
    reportBrowserError(new Error('off'), { source: 'api' });
    const seen: unknown[] = [];
    setBrowserReporter((error) => seen.push(error));
    expect(seen).toEqual([]);
  });

  it('keeps errors while Sentry loads and hands them over', () => {
    expectBrowserReporter();
    const early = new Error('early');
    reportBrowserError(early, { source: 'router', path: '/en/jobs' });
    const seen: unknown[][] = [];
    setBrowserReporter((error, context) => seen.push([error, context]));
    const late = new Error('late');
    reportBrowserError(late, { source: 'api' });
    expect(seen).toEqual([
      [early, { source: 'router', path: '/en/jobs' }],
      [late, { source: 'api' }],
    ]);
  });
});

describe('useAsyncStatus: idle → loading → success | fail (docs/product/states.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function track<E = unknown>(options: Parameters<typeof createAsyncStatus<E>>[1] = {}) {
    const states: AsyncState<E>['status'][] = [];
    const controller = createAsyncStatus<E>((s) => states.push(s.status), options);
    return { controller, states };
  }

  it('returns from success to idle after 2.5 s', async () => {
    expect(SUCCESS_RESET_MS).toBe(2500);
    const { controller, states } = track();
    expect(controller.state).toEqual({ status: 'idle', error: undefined });
    const result = controller.run(() => Promise.resolve(42));
    expect(controller.state.status).toBe('loading');
    expect(await result).toBe(42);
    expect(controller.state.status).toBe('success');
    vi.advanceTimersByTime(2499);
    expect(controller.state.status).toBe('success');
    vi.advanceTimersByTime(1);
    expect(controller.state.status).toBe('idle');
    expect(states).toEqual(['loading', 'success', 'idle']);
  });

  it('fails with the error, tells onFail and stays failed', async () => {
    const onFail = vi.fn();
    const { controller, states } = track<Error>({ onFail });
    const error = new Error('nope');
    expect(await controller.run(() => Promise.reject(error))).toBeUndefined();
    expect(controller.state).toEqual({ status: 'fail', error });
    expect(onFail).toHaveBeenCalledWith(error);
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual(['loading', 'fail']);
  });

  it('a new run cancels the pending return to idle; only the latest run decides', async () => {
    const { controller } = track();
    await controller.run(() => Promise.resolve());
    vi.advanceTimersByTime(2000);
    let finishFirst!: () => void;
    const first = controller.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = controller.run(() => Promise.reject(new Error('second failed')));
    await second;
    finishFirst();
    await first;
    expect(controller.state.status).toBe('fail');
    vi.advanceTimersByTime(5000);
    expect(controller.state.status).toBe('fail');
  });

  it('clears the timer on unmount and ignores late results', async () => {
    const { controller, states } = track();
    await controller.run(() => Promise.resolve());
    controller.dispose();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    await controller.run(() => Promise.resolve());
    expect(states).toEqual(['loading', 'success']);
  });

  it('honours a custom success duration', async () => {
    const { controller } = track({ successResetMs: 5000 });
    controller.succeed();
    vi.advanceTimersByTime(4999);
    expect(controller.state.status).toBe('success');
    vi.advanceTimersByTime(1);
    expect(controller.state.status).toBe('idle');
  });
});

it('ApiError is an Error named ApiError', () => {
  const error = new ApiError(404, 'NOT_FOUND', 'x');
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe('ApiError');
});
