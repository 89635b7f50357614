import { z } from 'zod';

/**
 * Control characters no text of the product may carry: C0 controls (NUL…) and DEL, except tab
 * (U+0009), line feed (U+000A) and carriage return (U+000D), which multi-line text uses. PostgreSQL
 * refuses NUL in text, and none of these is typed by a person. One regular expression, so a 2 MB
 * data URL is scanned natively.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters.';

/**
 * How deep a request may nest arrays and objects (designed). The deepest request of the contract
 * is a registration's room breakdown: body → spatialStructure → floor → spaces → count, four
 * levels. Walking a value deeper than this is refused before any schema (or recursion) runs, so
 * `[[[[…]]]]` thousands deep answers 400 rather than overflowing the stack.
 */
const MAX_REQUEST_DEPTH = 32;
const NESTING_MESSAGE = `The request nests lists or objects more than ${MAX_REQUEST_DEPTH} levels deep.`;

/**
 * The longest text any field of a request may carry (designed): ten times the longest free text
 * the product asks for (a chat question, an intervention's note). Data URLs (an EPC certificate)
 * are bounded by the body size instead, and their own route checks them.
 */
const MAX_TEXT_LENGTH = 10_000;
const TEXT_LENGTH_MESSAGE = 'Text must be at most 10,000 characters.';

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** What is wrong with one request text (a string value or an object key), if anything. */
function textProblem(text: string): string | undefined {
  if (hasControlCharacters(text)) return CONTROL_CHARACTER_MESSAGE;
  if (text.length > MAX_TEXT_LENGTH && !text.startsWith('data:')) return TEXT_LENGTH_MESSAGE;
  return undefined;
}

export interface RequestTextIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Every problem of a request value, found without recursion (an explicit stack), so no input
 * can exhaust the call stack: a string or key with a control character, a string over
 * MAX_TEXT_LENGTH, and the first place the value nests deeper than MAX_REQUEST_DEPTH (nothing
 * below it is walked).
 */
export function requestTextIssues(value: unknown): RequestTextIssue[] {
  const issues: RequestTextIssue[] = [];
  // An object key waits on the stack as a key (`badKey`) so issues keep the value's own order.
  const stack: { value: unknown; path: (string | number)[]; badKey?: string }[] = [
    { value, path: [] },
  ];
  while (stack.length > 0) {
    const { value: current, path, badKey } = stack.pop()!;
    if (badKey) {
      issues.push({ path, message: badKey });
      continue;
    }
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) issues.push({ path, message });
      continue;
    }
    if (!current || typeof current !== 'object' || current instanceof Uint8Array) continue;
    if (path.length >= MAX_REQUEST_DEPTH) {
      issues.push({ path, message: NESTING_MESSAGE });
      continue;
    }
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [index, item])
      : Object.entries(current);
    // Pushed in reverse so that they are walked in the value's own order.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      const keyProblem = typeof key === 'string' ? textProblem(key) : undefined;
      stack.push({
        value: item,
        path: [...path, key],
        ...(keyProblem ? { badKey: keyProblem } : {}),
      });
    }
  }
  return issues;
}

/**
 * Refuses any string anywhere in a value that holds a control character or is over-long, and
 * any value nested too deeply (one issue per place).
 */
const withoutControlCharacters = z.unknown().superRefine((value, context) => {
  for (const issue of requestTextIssues(value)) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
});

/**
 * The schema a request part (params, query or JSON body) is parsed with: the one rule for every
 * string of the contract (no control characters, not over-long, not nested too deeply), then the
 * route's own schema.
 */
export function requestPartSchema<S extends z.ZodType>(schema: S) {
  return withoutControlCharacters.pipe(schema);
}
