import { expect, type Page } from '@playwright/test';

/**
 * On the open schedule screen: the Heating tab, its warmest preset (each preset button is named by
 * its value, e.g. '21°C'), dragged across every weekday hour as a mouse does. Checks the 3 AM
 * block took it (the nights are no longer set back); answers the painted panel.
 */
export async function paintWeekdaysWarmest(page: Page) {
  const heating = page.getByRole('tab', { name: /Heating/ });
  await expect(heating).toBeVisible({ timeout: 30_000 });
  await heating.click();
  const panel = page.getByRole('tabpanel');
  const presets = panel.getByRole('list', { name: 'Presets' }).getByRole('button', {
    name: /^-?\d+(\.\d+)?°C$/,
  });
  const values = (await presets.allTextContents()).map((text) => Number.parseFloat(text));
  const warmest = values.indexOf(Math.max(...values));
  await presets.nth(warmest).click();
  const from = await panel.getByRole('button', { name: /^Weekdays 12 AM:/ }).boundingBox();
  const to = await panel.getByRole('button', { name: /^Weekdays 11 PM:/ }).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 30 });
  await page.mouse.up();
  await expect(panel.getByRole('button', { name: /^Weekdays 3 AM:/ })).toHaveAttribute(
    'data-preset',
    String(warmest),
  );
  return panel;
}
