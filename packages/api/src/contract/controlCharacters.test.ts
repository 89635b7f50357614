import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterPaths,
  requestPartSchema,
  text,
} from './controlCharacters';

describe('control characters in request text', () => {
  it('finds NUL, ESC and DEL in nested strings and keys, and lets tab and new lines through', () => {
    expect(
      controlCharacterPaths({
        name: 'Ada\u0000',
        notes: 'line one\nline two\ttabbed\r\n',
        rooms: [{ label: 'ok' }, { label: 'bad\u001b' }],
        ['key\u007f']: 1,
      }),
    ).toEqual([['name'], ['rooms', 1, 'label'], ['key\u007f']]);
  });

  it('answers one issue per bad string before the route schema runs', () => {
    const schema = requestPartSchema(z.object({ siteId: z.string(), count: z.number() }));
    const result = schema.safeParse({ siteId: 'a\u0000b', count: 'not a number' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['siteId'], message: CONTROL_CHARACTER_MESSAGE }),
    ]);
    expect(schema.parse({ siteId: 'abc', count: 2 })).toEqual({ siteId: 'abc', count: 2 });
  });

  it('text() refuses a control character', () => {
    expect(text().safeParse('fine').success).toBe(true);
    expect(text().safeParse('nul\u0000').success).toBe(false);
  });
});
