import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { pageSettled } from './pageSettled';

beforeAll(() => {
  // Screenshots must not depend on the caret or on animation timing (see .storybook/preview.css).
  document.documentElement.classList.add('visual-test');
});

/**
 * A ceiling, not a budget (the same as a story's testTimeout): the hook ends as soon as the page
 * has settled and two equal pictures were taken, which takes a second or two; on two busy cores
 * the old 30 s default ran out once (ui Wizard › Mobile) with nothing wrong in the story.
 */
const SCREENSHOT_CEILING_MS = 120_000;

/** What the screenshot finds the story's page by. */
const PAGE_TEST_ID = 'story-page';

/**
 * Visual regression: after each story has rendered and its play function and axe check have
 * passed, the page is compared with the committed baseline in apps/docs/visual-baselines
 * (`npm run test:update -w @wattwise/docs` rewrites them). The picture is taken once the page has
 * settled (pageSettled.ts): its fonts (Inter from @fontsource/inter, in frames too) and images
 * are loaded and a frame has been painted, so every machine of this kind renders the same glyphs.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // A story whose picture changes on a timer (loading dots) opts out with a written reason:
  // parameters: { visual: { skip: true } }; its play function still runs and checks it.
  const { story } = context as typeof context & {
    story?: { parameters?: { visual?: { skip?: boolean } } };
  };
  if (story?.parameters?.visual?.skip) return;
  await pageSettled(document);
  // The picture is located by a test id, not by the page's text: Playwright's generated selector
  // for <body> was its whole text, and a live region that changed it ('1 option available.')
  // left the screenshot waiting for a page that no longer existed (its own 30 s timeout).
  document.body.dataset.testid = PAGE_TEST_ID;
  // WebGL canvases (maps, 3D) render with small run-to-run noise: a larger pixel tolerance for
  // them only (STACK-NOTES "Keeping screenshots stable"); everything else keeps the strict default.
  const hasCanvas = document.querySelector('canvas') !== null;
  // Two equal pictures in a row are awaited up to the ceiling: on 2 busy cores one capture of a
  // table can take seconds; the picture itself is compared as strictly as before.
  const timeout = SCREENSHOT_CEILING_MS - 10_000;
  await expect(page.getByTestId(PAGE_TEST_ID)).toMatchScreenshot(
    'story',
    hasCanvas
      ? {
          comparatorOptions: { threshold: 0.3, allowedMismatchedPixelRatio: 0.03 },
          timeout,
        }
      : { timeout },
  );
}, SCREENSHOT_CEILING_MS);
