import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasControlCharacters, requestPartSchema, requestTextIssues } from './controlCharacters';

const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters.';
/** The designed limits (controlCharacters.ts), as a request meets them. */
const MAX_REQUEST_DEPTH = 32;
const NESTING_MESSAGE = 'The request nests lists or objects more than 32 levels deep.';
const MAX_TEXT_LENGTH = 10_000;
const TEXT_LENGTH_MESSAGE = 'Text must be at most 10,000 characters.';

/** `levels` arrays one inside the other, with `inner` at the bottom. */
function nested(levels: number, inner: unknown = []): unknown {
  let value = inner;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

describe('control characters in request text', () => {
  it('finds NUL, ESC and DEL in nested strings and keys, and lets tab and new lines through', () => {
    expect(
      requestTextIssues({
        name: 'Ada\u0000',
        notes: 'line one\nline two\ttabbed\r\n',
        rooms: [{ label: 'ok' }, { label: 'bad\u001b' }],
        ['key\u007f']: 1,
      }),
    ).toEqual(
      [['name'], ['rooms', 1, 'label'], ['key\u007f']].map((path) => ({
        path,
        message: CONTROL_CHARACTER_MESSAGE,
      })),
    );
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

  it('counts C0 controls and DEL, but not tab, line feed and carriage return', () => {
    const refused = Array.from({ length: 0x80 }, (_, code) => code).filter((code) =>
      hasControlCharacters(`a${String.fromCharCode(code)}b`),
    );
    const expected = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f].filter(
      (code) => code !== 0x09 && code !== 0x0a && code !== 0x0d,
    );
    expect(refused).toEqual(expected);
  });

  it('refuses nesting deeper than the limit at its first level too deep, without recursion', () => {
    expect(requestTextIssues(nested(MAX_REQUEST_DEPTH - 1))).toEqual([]);
    const deep = requestTextIssues({ town: nested(100_000) });
    expect(deep).toEqual([
      { path: ['town', ...Array<number>(MAX_REQUEST_DEPTH - 1).fill(0)], message: NESTING_MESSAGE },
    ]);
    const schema = requestPartSchema(z.object({ town: z.string() }));
    expect(schema.safeParse(nested(2_500)).success).toBe(false);
  });

  it('refuses text over the length limit, but not a data URL', () => {
    const long = 'x'.repeat(MAX_TEXT_LENGTH + 1);
    expect(requestTextIssues({ street: long, ok: 'x'.repeat(MAX_TEXT_LENGTH) })).toEqual([
      { path: ['street'], message: TEXT_LENGTH_MESSAGE },
    ]);
    expect(requestTextIssues({ epcCertificate: `data:application/pdf;base64,${long}` })).toEqual(
      [],
    );
    expect(requestTextIssues({ [long]: 1 })).toEqual([
      { path: [long], message: TEXT_LENGTH_MESSAGE },
    ]);
  });
});
