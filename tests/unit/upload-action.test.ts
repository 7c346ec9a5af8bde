import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepFormWhenTooLarge } from '../../app/lib/upload-action.ts';

/** The `clientAction` of the upload pages (ADR 141) over the request a browser sends. */
describe('keepFormWhenTooLarge', () => {
  const clientAction = keepFormWhenTooLarge({
    image: 'validation.imageSize',
    organizerImage: 'validation.imageSize',
  });
  const request = () => {
    const form = new FormData();
    form.append('name', 'Bratislava Java Meetup');
    form.append('image', new File([], '', { type: 'application/octet-stream' }));
    form.append(
      'organizerImage',
      new File([new Uint8Array(4 * 1024 * 1024)], 'logo.png', { type: 'image/png' }),
    );
    return new Request('https://kariera.test/events/new', { method: 'POST', body: form });
  };
  const run = (serverAction: () => Promise<unknown>) =>
    clientAction({ request: request(), params: {}, serverAction } as never);

  it('puts a 413 of the server or a proxy on the field that carried a file', async () => {
    const reply = await run(() => {
      throw new ErrorResponse(413, 'Payload Too Large', '<html>413 Request Entity Too Large</html>');
    });
    expect(reply).toEqual({
      result: { status: 'error', error: { organizerImage: ['validation.imageSize'] } },
    });
  });

  it('passes on what the action answered, and every other failure', async () => {
    expect(await run(async () => ({ result: { status: 'success' } }))).toEqual({
      result: { status: 'success' },
    });
    await expect(
      run(() => {
        throw new ErrorResponse(500, 'Internal Server Error', '');
      }),
    ).rejects.toMatchObject({ status: 500 });
  });
});
