import { describe, expect, it } from 'vitest';
import { emailSchema, optionalText, requiredText } from '../../contracts/account.ts';
import { text } from '../../contracts/text.ts';

describe('the shared text schema', () => {
  it.each(['a\u0000b', 'lone \ud800 high', 'lone \udc00 low', '\udfff\ud800'])('refuses %j', (value) => {
    for (const schema of [text(), requiredText(200), optionalText(200)]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.invalidCharacters');
    }
    expect(emailSchema.safeParse(`a${value}@example.sk`).success).toBe(false);
  });

  it('keeps Slovak, German and emoji text (surrogate pairs) as typed', () => {
    for (const value of ['Ľubomír Šťastný', 'Größe', 'Ahoj 👋 😀'])
      expect(requiredText(200).parse(value)).toBe(value);
    // Line breaks and tabs belong to multi-line fields (ADR 102).
    expect(requiredText(200, { multiline: true }).parse('line\nbreak\ttab')).toBe('line\nbreak\ttab');
    expect(() => requiredText(200).parse('line\r\nbreak')).toThrow();
  });
});
