/**
 * The first answers of a page: the API answers its first screen shows, which the server fetched
 * when it rendered that screen into the page (docs/adr/0019, step 2). They travel in the page as
 * JSON under their SWR keys, so that the browser's first render reads what the server's did and
 * hydrates it instead of asking again and painting a loading message meanwhile.
 *
 * This module is on the first page's path: it must not import the contract (its schemas).
 */

/** Set on #root by the server when it rendered the first screen into it (start.tsx hydrates it). */
export const RENDERED_ATTRIBUTE = 'data-rendered';

/** RENDERED_ATTRIBUTE's value when the server rendered the screen for a phone (PhoneRender.tsx). */
export const PHONE_RENDER = 'phone';

/** Whether the server rendered `root`'s screen for a phone (start.tsx passes it to the App). */
export function renderedForPhone(root: Element): boolean {
  return root.getAttribute(RENDERED_ATTRIBUTE) === PHONE_RENDER;
}

/**
 * The id of the template that holds the page's preload links when the server rendered its first
 * screen: they are put into the head once that screen is painted (main.tsx).
 */
export const PRELOADS_ID = 'wattwise-preloads';

/** Puts the page's deferred preload links into the head, where the browser starts fetching them. */
export function movePreloadsIntoHead(): void {
  const template = document.getElementById(PRELOADS_ID);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}

/** The id of the page's JSON element that holds the first answers. */
export const FIRST_ANSWERS_ID = 'wattwise-first-answers';

/** [serialised SWR key, the route's parsed answer] pairs. */
export type FirstAnswers = ReadonlyArray<readonly [key: string, data: unknown]>;

/** The page's JSON element of first answers (`<` escaped, so it cannot end the element). */
export function firstAnswersElement(answers: FirstAnswers): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}

function isAnswer(value: unknown): value is readonly [string, unknown] {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string';
}

/** The first answers in `doc`; none when the element is missing or malformed. */
export function readFirstAnswers(doc: Document): FirstAnswers {
  const text = doc.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isAnswer) : [];
  } catch {
    return [];
  }
}
