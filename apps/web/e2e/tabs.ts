import { expect, type Page } from '@playwright/test';

/**
 * Selects a tab of a server-rendered screen (docs/adr/0019). The server's markup shows before the
 * app has taken it over, and React Aria then rebuilds its tabs' elements once: a press that
 * spans that moment is lost, as a user's would be, and the user presses again. So does this.
 */
export async function selectTab(page: Page, name: string | RegExp): Promise<void> {
  const tab = page.getByRole('tab', { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Chooses a view of a server-rendered screen ("Cards" or "Graphs") by its label, again until its
 * radio is checked: as with the tabs above, a press that spans the app taking over the server's
 * markup is lost.
 */
export async function chooseView(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true }).first();
  await expect(async () => {
    await page.getByText(name, { exact: true }).first().click();
    await expect(radio).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}
