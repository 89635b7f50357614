import { z } from 'zod';

/**
 * Control characters no text of the product may carry: C0 controls (NUL…) and DEL, except tab,
 * line feed and carriage return, which multi-line text uses. PostgreSQL refuses NUL in text, and
 * none of these is typed by a person (issue 14, finding 3).
 */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

function isControlCharacter(code: number): boolean {
  if (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN) return false;
  return code < 0x20 || code === DELETE;
}

export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters.';

export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isControlCharacter(text.charCodeAt(index))) return true;
  }
  return false;
}

/** The path of every string (and object key) within a value that holds a control character. */
export function controlCharacterPaths(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[][] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => controlCharacterPaths(item, [...path, index]));
  }
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return Object.entries(value).flatMap(([key, item]) =>
      hasControlCharacters(key) ? [[...path, key]] : controlCharacterPaths(item, [...path, key]),
    );
  }
  return [];
}

/** Refuses any string anywhere in a value that holds a control character (one issue per string). */
export const withoutControlCharacters = z.unknown().superRefine((value, context) => {
  for (const path of controlCharacterPaths(value)) {
    context.addIssue({ code: 'custom', message: CONTROL_CHARACTER_MESSAGE, path });
  }
});

/**
 * The schema a request part (params, query or JSON body) is parsed with: the one rule for every
 * string of the contract (no control characters), then the route's own schema.
 */
export function requestPartSchema<S extends z.ZodType>(schema: S) {
  return withoutControlCharacters.pipe(schema);
}

/** A string schema for new fields that must be text (no control characters). */
export function text() {
  return z.string().refine((value) => !hasControlCharacters(value), CONTROL_CHARACTER_MESSAGE);
}
