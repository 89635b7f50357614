import { expect, type Locator } from '@playwright/test';

/**
 * The exact yearly saving the plan's results show, signed in words: the headline is rounded beside
 * its range ('£1,100 more per year (£800–£1,300)'), the energy cost card carries the figure itself
 * ('£1,051 more per year'), which the chat and the PDF quote. Answers the amount ('£1,051').
 */
export async function energyCostSaving(results: Locator): Promise<string> {
  const cost = results.getByRole('article', { name: 'Energy cost' });
  await expect(cost).toContainText(/(saved|more) per year/);
  const saving =
    (await cost.textContent())?.match(
      /£\d{1,3}(,\d{3})*(\.\d{2})?(?= (saved|more) per year)/,
    )?.[0] ?? '';
  expect(saving).not.toBe('');
  return saving;
}
