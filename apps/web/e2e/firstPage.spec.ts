import { expect, test } from '@playwright/test';
import { scriptsOfFirstPage } from './firstPageScripts';
import { signInAsDemo } from './testAccounts';

/**
 * The first page's weight as a browser loads it (docs/adr/0025): the signed-in home, opened
 * afresh with the demo account's session and an empty cache, asking for gzip as the ceiling is
 * counted in gzip. Every script until the network is quiet counts, as sent, a worker's too.
 * Prints the scripts and their sum. The build's static count (scripts/firstPageWeight.mjs) reads
 * the same chunks.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

/** The ceiling on the signed-in home's JavaScript, KB (1000 bytes) of gzip as sent. */
const HOME_SCRIPTS_CEILING_KB = 150;

test('the signed-in home loads at most 150 KB of JavaScript', async ({ browser, page }) => {
  await signInAsDemo(page);

  const loaded = await scriptsOfFirstPage(browser, page.context(), '/', {
    'Accept-Encoding': 'gzip',
  });
  await expect(loaded.page.getByRole('list', { name: 'Your sites' })).toBeVisible();
  await loaded.page.context().close();
  const lines = [...loaded.scripts]
    .sort((a, b) => b.encodedBytes - a.encodedBytes)
    .map((s) => `  ${(s.encodedBytes / 1000).toFixed(1).padStart(6)} KB ${s.encoding} ${s.url}`);
  console.log(
    `signed-in home: ${loaded.scripts.length} scripts, ${loaded.totalKb.toFixed(1)} KB gzip as sent ` +
      `(ceiling ${HOME_SCRIPTS_CEILING_KB} KB)\n${lines.join('\n')}`,
  );
  expect(loaded.scripts.length).toBeGreaterThan(0);
  expect(loaded.scripts.every((script) => script.encoding === 'gzip')).toBe(true);
  expect(loaded.totalKb).toBeLessThanOrEqual(HOME_SCRIPTS_CEILING_KB);
});
