import { getContactMessage } from '../../core/contact/get-contact-message.ts';
import { listContactMessages } from '../../core/contact/list-contact-messages.ts';
import { submitContactMessage } from '../../core/contact/submit-contact-message.ts';
import type { ServiceContext } from './context.ts';

/** Messages of the contact forms; for admins, the messages received. */
export function createContactServices({ db, formDeps }: ServiceContext) {
  return {
    submitContactMessage: (
      args: Omit<Parameters<typeof submitContactMessage>[0], 'now' | keyof typeof formDeps>,
    ) => submitContactMessage({ ...formDeps, ...args }),
    admin: {
      listContactMessages: (input: {
        query?: string | undefined;
        source?: string | undefined;
        page: number;
      }) => listContactMessages({ db, ...input }),
      getContactMessage: (id: number) => getContactMessage({ db, id }),
    },
  };
}
