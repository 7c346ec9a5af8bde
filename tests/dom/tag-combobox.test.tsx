import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagComboboxField, type ComboboxItem } from '../../app/components/ui/tag-combobox.tsx';

/**
 * The technology picker (`TagComboboxField`, behind the technologies of the sign-up, profile,
 * questionnaire and request forms) in a form, with suggestions from a small catalog.
 */

const catalog: ComboboxItem[] = ['TypeScript', 'Java', 'JavaScript', 'Kotlin'].map((name, i) => ({
  value: String(i + 1),
  label: name,
}));
const search = async (query: string) =>
  catalog.filter((item) => item.label.toLowerCase().includes(query.toLowerCase()));

function Picker({ initial = [] }: { initial?: ComboboxItem[] }) {
  const [sent, setSent] = useState<string[] | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(new FormData(event.currentTarget).getAll('technologies').map(String));
      }}
    >
      <TagComboboxField
        id="technologies"
        name="technologies"
        label="Technologies"
        placeholder="Type a technology"
        initial={() => initial}
        search={search}
        debounceMs={0}
        texts={{
          remove: (name) => `Remove ${name}`,
          selected: 'Chosen technologies',
          loading: 'Searching…',
          noResults: 'No technology found',
          failed: 'Search failed',
          results: (count) => `${count} suggestions`,
        }}
        fallback={{ options: catalog, hint: 'Hold Ctrl to choose several' }}
      />
      <button type="submit">Save</button>
      {sent ? <p>Sent: {sent.join(', ') || 'nothing'}</p> : null}
    </form>
  );
}

const chosen = () =>
  within(screen.queryByRole('list', { name: 'Chosen technologies' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('the technology picker', () => {
  it('offers what matches the typed text and turns a chosen one into a chip sent with the form', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.type(screen.getByRole('combobox', { name: 'Technologies' }), 'java');
    const listbox = await screen.findByRole('listbox', { name: 'Technologies' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Java', 'JavaScript']);

    await user.click(within(listbox).getByRole('option', { name: 'JavaScript' }));
    expect(chosen()).toEqual(['JavaScript']);
    const input = screen.getByRole('combobox', { name: 'Technologies' });
    expect(input).toHaveProperty('value', '');
    expect(document.activeElement).toBe(input);

    // A chosen technology is not offered again.
    await user.type(input, 'java');
    await screen.findByRole('option', { name: 'Java' });
    expect(screen.queryByRole('option', { name: 'JavaScript' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Sent: 3')).toBeTruthy();
  });

  it('chooses the highlighted suggestion with Enter without sending the form', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Technologies' });
    await user.type(input, 'kot');
    await screen.findByRole('option', { name: 'Kotlin' });
    await user.keyboard('{Enter}');
    expect(chosen()).toEqual(['Kotlin']);
    expect(screen.queryByText(/^Sent:/)).toBeNull();

    // Enter on a half-typed name that matches nothing does not send the form either.
    await user.type(input, 'cobol');
    await screen.findAllByText('No technology found');
    await user.keyboard('{Enter}');
    expect(screen.queryByText(/^Sent:/)).toBeNull();
    expect(chosen()).toEqual(['Kotlin']);
  });

  it('removes a chip with its button or with Backspace in the empty text box', async () => {
    const user = userEvent.setup();
    render(<Picker initial={[catalog[0]!, catalog[1]!, catalog[3]!]} />);
    expect(chosen()).toEqual(['TypeScript', 'Java', 'Kotlin']);

    await user.click(screen.getByRole('button', { name: 'Remove Java' }));
    expect(chosen()).toEqual(['TypeScript', 'Kotlin']);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Technologies' }));

    await user.keyboard('{Backspace}');
    expect(chosen()).toEqual(['TypeScript']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Sent: 1')).toBeTruthy();
  });
});
