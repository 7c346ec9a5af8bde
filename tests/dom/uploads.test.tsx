import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createRoutesStub,
  useActionData,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type ActionFunctionArgs,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { CvChoice } from '../../app/features/applications/cv-choice.tsx';
import { EventForm } from '../../app/features/events/event-form.tsx';
import { replyOf } from '../../app/lib/form-helpers.ts';
import { keepFormWhenTooLarge } from '../../app/lib/upload-action.ts';
import { descriptionOf, InLanguage } from './support.tsx';

/**
 * Uploads in the portal's forms (ADR 141): a file over the limit or of another type is refused in
 * the browser with a translated message that names the limit, and is never sent; when the server
 * or a proxy answers 413 all the same, the form shows it on the file field and keeps what was typed.
 */

const MB = 1024 * 1024;
const png = (bytes: number, name = 'logo.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

let sent: FormData[] = [];

function EventPage() {
  const reply = useActionData();
  return (
    <EventForm
      id="event-form"
      lastResult={replyOf(reply)}
      defaultValue={{
        name: 'Bratislava Java Meetup',
        description: 'Talks about Java 25 and a beer afterwards.',
        language: 'en',
        url: 'https://meetup.example.sk',
        startAt: '2027-03-01T18:00',
        locationName: 'Einsteinova 24, Bratislava',
        organizerName: 'Java Group',
        organizerUrl: 'https://java.example.sk',
        organizerDescription: 'The Slovak Java user group.',
      }}
      submitLabel="Send for review"
      imagesOptional
      pastAllowed
    />
  );
}

function open(language: 'sk' | 'en' | 'de', action: (args: ActionFunctionArgs) => Promise<unknown>) {
  sent = [];
  const Stub = createRoutesStub([{ path: '/', Component: EventPage, action }]);
  render(
    <InLanguage language={language}>
      <Stub />
    </InLanguage>,
  );
}

const record = async ({ request }: ActionFunctionArgs) => {
  sent.push(await request.formData());
  return null;
};

describe('a file chosen for an upload', () => {
  it.each([
    ['en', "Organiser's logo", 'The image must not be larger than 5 MB.'],
    ['sk', 'Logo organizátora', 'Obrázok nesmie byť väčší ako 5 MB.'],
    ['de', 'Logo des Veranstalters', 'Das Bild darf nicht größer als 5 MB sein.'],
  ] as const)(
    'is refused in the browser when over the limit (%s), and never sent',
    async (language, label, message) => {
      const user = userEvent.setup();
      open(language, record);
      const logo = screen.getByLabelText(new RegExp(label)) as HTMLInputElement;
      await user.upload(logo, png(27 * MB));
      expect(descriptionOf(logo)).toContain(message);
      expect(logo.files?.length ?? 0).toBe(0);

      await user.click(screen.getByRole('button', { name: 'Send for review' }));
      await expect.poll(() => sent.length).toBe(1);
      expect((sent[0]!.get('organizerImage') as File | null)?.size ?? 0).toBe(0);
    },
  );

  it('is refused when it is not an image, and a good file afterwards clears the message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    open('en', record);
    const logo = screen.getByLabelText(/Organiser's logo/) as HTMLInputElement;
    await user.upload(logo, new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' }));
    expect(descriptionOf(logo)).toContain('Please choose a JPEG, PNG or WebP image.');
    await user.upload(logo, png(200_000));
    expect(descriptionOf(logo)).not.toContain('Please choose');
    expect(logo.files?.[0]?.name).toBe('logo.png');
  });

  it('comes back as the field’s error with everything typed kept when the server answers 413', async () => {
    const user = userEvent.setup();
    const tooLarge = keepFormWhenTooLarge({
      image: 'validation.imageSize',
      organizerImage: 'validation.imageSize',
    });
    open('sk', ({ request }) =>
      tooLarge({
        request,
        params: {},
        context: {} as never,
        serverAction: async () => {
          sent.push(await request.clone().formData());
          // What the body limit or a proxy in front of the portal answers, as React Router hands it on.
          throw new ErrorResponse(413, 'Payload Too Large', 'Request Entity Too Large');
        },
      } as never),
    );
    const name = screen.getByRole('textbox', { name: 'Názov' });
    await user.clear(name);
    await user.type(name, 'Bratislava Kotlin Meetup');
    const logo = screen.getByLabelText(/Logo organizátora/) as HTMLInputElement;
    await user.upload(logo, png(4 * MB));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await expect.poll(() => descriptionOf(logo)).toContain('Obrázok nesmie byť väčší ako 5 MB.');
    expect(sent).toHaveLength(1);
    expect(name).toHaveProperty('value', 'Bratislava Kotlin Meetup');
    expect(screen.getByRole('textbox', { name: 'Názov organizátora' })).toHaveProperty('value', 'Java Group');
    expect(screen.queryByText(/Something went wrong|Niečo sa pokazilo/)).toBeNull();
  });
});

describe('the CV of an application', () => {
  it('refuses a document over 10 MB before the application is sent', async () => {
    const user = userEvent.setup();
    render(
      <InLanguage language="de">
        <CvChoice cvs={[]} defaultChoice="new" />
      </InLanguage>,
    );
    const file = screen.getByLabelText('Datei mit dem Lebenslauf') as HTMLInputElement;
    await user.upload(file, new File([new Uint8Array(12 * MB)], 'cv.pdf', { type: 'application/pdf' }));
    expect(descriptionOf(file)).toContain('Die Datei darf nicht größer als 10 MB sein.');
    expect(file.files?.length ?? 0).toBe(0);
  });
});
