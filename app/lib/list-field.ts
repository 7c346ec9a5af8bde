import type { KeyboardEvent } from 'react';

/**
 * Enter in a comma-separated list field (technologies, tags) ends the entry being typed, as in a tag
 * picker, instead of sending the half-filled form (ADR 140): ", " is added after the last entry.
 * Without scripts Enter presses the form's default button, which only saves.
 */
export function endListEntryOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (
    event.key !== 'Enter' ||
    event.nativeEvent.isComposing ||
    event.altKey ||
    event.ctrlKey ||
    event.metaKey
  )
    return;
  event.preventDefault();
  const input = event.currentTarget;
  const entries = input.value.replace(/[\s,]+$/, '');
  if (entries) input.value = `${entries}, `;
}
