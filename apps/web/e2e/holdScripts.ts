import type { Page } from '@playwright/test';

/**
 * Holds back every script the page asks for from now on, so a test can act on what the server
 * drew before the app's code runs (as a person on a slow connection does). `release` lets them
 * through; `held` says how many were asked for meanwhile.
 */
export async function holdScripts(
  page: Page,
): Promise<{ release: () => void; held: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}
