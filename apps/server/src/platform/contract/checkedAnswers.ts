import type { z } from 'zod';
import type { RouteDef } from '@wattwise/api/contract';

/**
 * Answers already checked against a route's response schema (issue 14, throughput): checking
 * with zod costs more than the database read of a small answer, and the same answer is sent again
 * and again (the site list of one account, the diagnose of one run). Two memories:
 * - by the frozen object a handler returned (a shared answer of db/readCache.ts or a diagnosis
 *   kept by run id): checked and serialised once, nothing computed per request;
 * - by the answer's JSON text: an answer equal, byte for byte, to one already checked for the
 *   same route gives the same checked JSON (the check depends on nothing else), so it is not
 *   checked again. Every new answer is still checked before it is sent.
 */
const checkedBodies = new WeakMap<object, { route: RouteDef; body: string }>();

/** Answers kept by their JSON text (designed), each at most MAX_KEPT_LENGTH characters. */
const MAX_KEPT = 1_000;
const MAX_KEPT_LENGTH = 16_384;
const checkedByText = new Map<string, string>();

/** The checked JSON of `result` for `route`, or the zod issues when it does not match. */
export function checkedAnswer(
  route: RouteDef,
  result: unknown,
): { json: string } | { error: z.ZodError } {
  const frozen = typeof result === 'object' && result !== null && Object.isFrozen(result);
  if (frozen) {
    const known = checkedBodies.get(result);
    if (known?.route === route) return { json: known.body };
  }
  const text = JSON.stringify(result);
  const key = text !== undefined && text.length <= MAX_KEPT_LENGTH ? `${route.name}\n${text}` : '';
  const kept = key ? checkedByText.get(key) : undefined;
  let json: string;
  if (kept !== undefined) {
    json = kept;
  } else {
    const checked = route.response.safeParse(result);
    if (!checked.success) return { error: checked.error };
    json = JSON.stringify(checked.data);
    if (key) {
      if (checkedByText.size >= MAX_KEPT) checkedByText.clear();
      checkedByText.set(key, json);
    }
  }
  if (frozen) checkedBodies.set(result as object, { route, body: json });
  return { json };
}

/**
 * An answer whose JSON text was assembled from parts each checked against the route's schema
 * (the map's outlines: thousands of features, each checked once per version and kept as text):
 * the frozen object stands for that text, and checkedAnswer sends the text without checking or
 * serialising the whole again. Never read it; only return it from the route's handler.
 */
export function checkedJsonAnswer<T>(route: RouteDef, json: string): T {
  const answer = Object.freeze({ checkedJson: true });
  checkedBodies.set(answer, { route, body: json });
  return answer as unknown as T;
}
