import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useActionData, type ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { IntentForm } from '../../app/features/admin/intent-form.tsx';
import { askFirst } from '../../app/features/admin/records.server.ts';
import { BlogPostForm } from '../../app/features/blog/blog-post-form.tsx';
import { JobForm } from '../../app/features/jobs/job-form.tsx';
import { InLanguage } from './support.tsx';

/**
 * What Enter and the state-changing buttons of the admin forms do (ADR 140): Enter in a field saves,
 * never unpublishes, publishes or deletes; Enter in a list field ends the entry; taking something
 * offline asks first, in the page's language, and only the confirmed request does it.
 */

let sent: Record<string, FormDataEntryValue>[] = [];

async function record({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  sent.push(Object.fromEntries(form));
  return null;
}

function open(
  Page: React.ComponentType,
  language: 'sk' | 'en' | 'de' = 'en',
  action: (args: ActionFunctionArgs) => Promise<unknown> = record,
) {
  sent = [];
  const Stub = createRoutesStub([{ path: '/', Component: Page, action }]);
  render(
    <InLanguage language={language}>
      <Stub />
    </InLanguage>,
  );
}

const post = {
  title: 'Spring Boot 4 in practice',
  slug: 'spring-boot-4',
  language: 'en',
  excerpt: 'What changed and what it means for your services.',
  content: '# Spring Boot 4\n\nA longer text.',
  tags: 'Java, Spring',
};

const jobOptions = { professions: [], countries: [], admins: [], technologies: ['Kotlin', 'Java'] };

describe('Enter in an admin form', () => {
  it('saves a published post, never unpublishes it', async () => {
    const user = userEvent.setup();
    open(() => (
      <BlogPostForm
        mode="edit"
        status="published"
        lastResult={undefined}
        defaultValue={post}
        options={{ authors: [], categories: [], posts: [] }}
      />
    ));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, ' (updated){Enter}');
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ intent: 'save', title: `${post.title} (updated)` });
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  });

  it('saves a scheduled or published post with the first button, a draft as a draft', async () => {
    const user = userEvent.setup();
    open(() => (
      <BlogPostForm
        mode="edit"
        status="draft"
        lastResult={undefined}
        defaultValue={post}
        options={{ authors: [], categories: [], posts: [] }}
      />
    ));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '{Enter}');
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.intent).toBe('draft');
  });

  it('ends the technology being typed in a new job instead of saving the job as a draft', async () => {
    const user = userEvent.setup();
    open(() => <JobForm mode="create" lastResult={undefined} defaultValue={{}} options={jobOptions} />);
    const submits: (string | undefined)[] = [];
    const count = (event: Event) =>
      submits.push(((event as SubmitEvent).submitter as HTMLButtonElement | null)?.value);
    document.addEventListener('submit', count);
    const technologies = screen.getByRole('combobox', { name: /Technologies/ });
    await user.type(technologies, 'Kotlin{Enter}');
    await user.type(technologies, 'Spring{Enter}');
    expect(technologies).toHaveProperty('value', 'Kotlin, Spring, ');
    const tags = screen.getByRole('textbox', { name: /Tags/ });
    await user.type(tags, 'fintech{Enter}');
    expect(tags).toHaveProperty('value', 'fintech, ');
    // The form was not sent, not even for a check of the half-filled job.
    expect(submits).toEqual([]);

    // Enter in any other field saves, and saving a new job keeps it a draft.
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Kotlin developer{Enter}');
    document.removeEventListener('submit', count);
    expect(submits).toEqual(['draft']);
  });
});

function UnpublishCard() {
  return (
    <IntentForm
      intent="unpublish"
      variant="secondary"
      icon={null}
      confirm={{ title: 'Unpublish the post?', text: 'Readers get a 404.', button: 'Unpublish' }}
    >
      Unpublish
    </IntentForm>
  );
}

/** The action of an admin page: asks first, and records what it did once confirmed. */
async function unpublishAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  sent.push(Object.fromEntries(form));
  return askFirst(form, 'unpublish') ?? { done: true };
}

function Page() {
  const done = useActionData<typeof unpublishAction>();
  return (
    <>
      {done && 'done' in done ? <p>Unpublished</p> : null}
      <UnpublishCard />
    </>
  );
}

describe('a state-changing admin button', () => {
  it('asks first and acts only on the confirmed request', async () => {
    const user = userEvent.setup();
    open(Page, 'en', unpublishAction);
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish the post?' });
    expect(sent).toEqual([{ intent: 'unpublish' }]);
    expect(screen.queryByText('Unpublished')).toBeNull();
    expect(within(dialog).getByText('Readers get a 404.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go back' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await screen.findByText('Unpublished');
    expect(sent[1]).toEqual({ intent: 'unpublish', confirmed: 'yes' });
  });

  it('speaks the page’s language', async () => {
    const user = userEvent.setup();
    open(Page, 'de', unpublishAction);
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Zurück' })).toBeTruthy();
  });
});

describe('the optional fields of the admin forms', () => {
  it.each([
    [
      'post',
      () => (
        <BlogPostForm
          mode="create"
          lastResult={undefined}
          defaultValue={{}}
          options={{ authors: [], categories: [], posts: [] }}
        />
      ),
    ],
    ['job', () => <JobForm mode="create" lastResult={undefined} defaultValue={{}} options={jobOptions} />],
  ])('are not marked required (%s)', (_, Form) => {
    open(Form);
    // Labels of single controls (a group's legend says it too).
    const optional = screen
      .getAllByText('(optional)')
      .map((hint) => hint.closest('label'))
      .filter((label) => label !== null);
    expect(optional.length).toBeGreaterThan(3);
    for (const label of optional) {
      const control = document.getElementById(label.htmlFor);
      if (control)
        expect([label.textContent, control.hasAttribute('required')]).toEqual([label.textContent, false]);
    }
    expect(screen.getByRole('textbox', { name: /Tags/ }).hasAttribute('required')).toBe(false);
  });
});
