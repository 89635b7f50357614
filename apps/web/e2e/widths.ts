import { expect, type Page, type TestInfo } from '@playwright/test';
import { seriousAccessibilityViolations } from './accessibility';

/**
 * The widths a person meets: two phones (360, 390), a large phone on its side or a small tablet
 * (520), a tablet upright (768) and on its side (1024), the spec's wide layout from 1210 px, and
 * a laptop (1440). Widest first, so a screen opened at the desktop width is narrowed step by step.
 */
const WIDTHS = [1440, 1210, 1024, 768, 520, 390, 360] as const;

/** The widths below the spec's wide layout (1210 px): the wizard's map step exists only there. */
export const NARROW_WIDTHS = WIDTHS.filter((width) => width < 1210);

/** What a person would see wrong at one width: the page scrolls sideways, or a word is cut. */
interface WidthProblems {
  /** How far the page is wider than the window (0 when it fits). */
  overflowPx: number;
  /** Words broken over lines although a line of the page could hold them, with their box. */
  brokenWords: string[];
  /** Clipped text ('…') whose box is narrower than its first word. */
  clippedBelowAWord: string[];
}

/**
 * Measures the page as laid out now. A word counts as broken when its letters sit on more than
 * one line while the word is narrower than the page's text column could be (a long e-mail address
 * or link on a phone may break). Hyphens and slashes are places a word may break.
 */
function measureLayout(): WidthProblems {
  const viewport = document.documentElement.clientWidth;
  const roomForAWord = viewport - 48;
  const describe = (element: Element | null, text: string) => {
    const label = element?.closest('[aria-label]')?.getAttribute('aria-label');
    return `"${text}" in <${element?.tagName.toLowerCase()}>${label ? ` (${label})` : ''}`;
  };
  const lines = (rects: DOMRectList) =>
    new Set([...rects].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;

  const brokenWords: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || text.trim().length < 2 || parent.closest('svg, script, style, [hidden]')) {
      continue;
    }
    range.selectNodeContents(node);
    if (lines(range.getClientRects()) < 2) continue;
    for (const match of text.matchAll(/[^\s\-–—/]{2,}/g)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = range.getClientRects();
      if (lines(rects) < 2) continue;
      const width = [...rects].reduce((sum, rect) => sum + rect.width, 0);
      if (width <= roomForAWord) brokenWords.push(describe(parent, match[0]));
    }
  }

  const clippedBelowAWord: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0) continue;
    if (getComputedStyle(element).textOverflow !== 'ellipsis') continue;
    const first = element.textContent?.trim().split(/\s+/)[0] ?? '';
    const textNode = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
    if (!first || !textNode?.textContent) continue;
    const start = textNode.textContent.indexOf(first);
    if (start < 0) continue;
    range.setStart(textNode, start);
    range.setEnd(textNode, start + first.length);
    if (range.getBoundingClientRect().width > element.clientWidth + 1) {
      clippedBelowAWord.push(describe(element, element.textContent?.trim() ?? ''));
    }
  }

  return {
    overflowPx: Math.max(0, document.documentElement.scrollWidth - viewport),
    brokenWords: [...new Set(brokenWords)],
    clippedBelowAWord: [...new Set(clippedBelowAWord)],
  };
}

/** Two frames after a resize: layout, resize observers and the renders they start have run. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 120))),
      ),
  );
}

export interface WidthCheckOptions {
  widths?: readonly number[];
  /** Runs axe at the widest and the narrowest width (0 serious or critical violations). */
  axe?: boolean;
}

/**
 * Narrows the open page through the widths in one visit (no reload per width) and fails with
 * every problem found at every width, named by screen and width. With WIDTH_SCREENSHOTS=1 it
 * saves a full-page picture of each width for a person to look at (test-results/widths/).
 */
export async function checkEveryWidth(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  { widths = WIDTHS, axe = true }: WidthCheckOptions = {},
): Promise<void> {
  const height = page.viewportSize()?.height ?? 900;
  const problems: string[] = [];
  for (const [index, width] of widths.entries()) {
    await page.setViewportSize({ width, height });
    await settled(page);
    const found = await page.evaluate(measureLayout);
    if (found.overflowPx > 0)
      problems.push(`${width} px: the page is ${found.overflowPx} px too wide`);
    for (const word of found.brokenWords)
      problems.push(`${width} px: word broken over lines: ${word}`);
    for (const text of found.clippedBelowAWord) {
      problems.push(`${width} px: clipped narrower than a word: ${text}`);
    }
    if (axe && (index === 0 || index === widths.length - 1)) {
      for (const violation of await seriousAccessibilityViolations(page)) {
        problems.push(`${width} px: ${violation}`);
      }
    }
    if (process.env.WIDTH_SCREENSHOTS) {
      const name = `${screen.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath('widths', name), fullPage: true });
    }
  }
  await page.setViewportSize({ width: widths[0] ?? 1440, height });
  expect.soft(problems, `${screen} at every width`).toEqual([]);
}
