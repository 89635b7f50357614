import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over the screen the server drew (TakenOver.tsx marks the page
 * `data-app="ready"`): before then the server's controls are on screen but React does not hear
 * them, so a switch pressed early is toggled by the browser alone and its results never come.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
}
