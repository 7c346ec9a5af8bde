import { afterAll, beforeAll } from 'vitest';
import type { InboundSmtp } from '../../infra/mail/inbound-smtp.ts';
import { startUnsubscribeListener } from '../../server/inbound-mail.ts';
import { createLogger } from '../../server/logger.ts';
import type { TestApp } from '../setup/api-users.ts';

/** Runs the app's inbound SMTP listener (unsubscribe and bounce addresses) for the file's tests; its port once started. */
export function startsInboundListener(app: () => TestApp): () => number {
  let listener: InboundSmtp | undefined;
  beforeAll(async () => {
    listener = await startUnsubscribeListener({
      config: app().config,
      newsletter: app().services.newsletter,
      logger: createLogger('silent'),
    });
  });
  afterAll(() => listener?.close());
  return () => listener!.port;
}
