import { expect, test } from '@playwright/test';
import { termsPage } from '@wattwise/domain';
import { seriousAccessibilityViolations } from './accessibility';
import { pdfText } from '../../../scripts/pdfText.mjs';

/**
 * The terms page (spec shell §2: "Terms page embeds the end user licence agreement PDF"), without
 * signing in, as a visitor of the no-login registration would open it: the PDF the build made is
 * framed in the page under the server's real headers (no CSP or framing refusal), can be opened on
 * its own, and its text is our licence.
 */
test.use({ baseURL: process.env.WATTWISE_E2E_BASE_URL });

// At 1440 px; the same screen at 390 px is opened in mobile.spec.ts's tour (CI's 30 minutes).
for (const width of [1440]) {
  test(`the terms page embeds the licence PDF at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        /Content.Security.Policy|Refused to/i.test(message.text())
      ) {
        refusals.push(message.text());
      }
    });
    const pdfLoaded = page.waitForResponse((response) =>
      response.url().endsWith(termsPage.pdfPath),
    );
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: termsPage.title })).toBeVisible();
    // Anonymous: not sent to the sign-in page.
    await expect(page.getByRole('heading', { name: 'Sign in to WattWise' })).toHaveCount(0);
    const frame = page.getByTitle(termsPage.frameTitle);
    await expect(frame).toBeVisible();
    const framed = await pdfLoaded;
    expect(framed.status()).toBe(200);
    expect(framed.headers()['content-type']).toBe('application/pdf');

    const open = page.getByRole('link', { name: termsPage.openPdf });
    await expect(open).toHaveAttribute('href', termsPage.pdfPath);
    await expect(open).toHaveAttribute('target', '_blank');

    const pdf = await page.request.get(termsPage.pdfPath);
    const text = await pdfText(await pdf.body());
    expect(text).toContain('WattWise end user licence agreement');
    expect(text).toContain('Figures are estimates');

    expect(refusals).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`terms-${width}.png`), fullPage: true });
  });
}
