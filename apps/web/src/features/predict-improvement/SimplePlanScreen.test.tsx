import { diagnoseMessages, planMessages } from '@wattwise/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../testing/renderScreen';
import SimplePlanScreen from './SimplePlanScreen';

const siteData = 'c2ltcGxlLXNpdGU';

describe('simple plan', { timeout: 30_000 }, () => {
  it("shows placeholder scenarios, the demo EPC wizard and 'Back to Diagnose'", async () => {
    const user = userEvent.setup();
    renderScreen(<SimplePlanScreen />, {
      path: `/predict/simpleplan?siteData=${siteData}`,
      api: fakeApi({}),
    });
    const cards = await screen.findAllByRole('article', { name: planMessages.unlockPlaceholder });
    expect(cards).toHaveLength(4);
    for (const bar of document.querySelectorAll<HTMLElement>('[data-placeholder-bars] > span')) {
      const height = Number.parseFloat(bar.style.height);
      expect(height).toBeGreaterThanOrEqual(30);
      expect(height).toBeLessThanOrEqual(60);
    }
    await user.click(screen.getByRole('button', { name: planMessages.epcWizard }));
    expect(await screen.findByText(planMessages.demoWizardUnavailable)).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: planMessages.backToDiagnose }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/predict/simplediagnose?siteData=${siteData}`,
      ),
    );
  });

  it("says 'No site data provided' without site data", async () => {
    renderScreen(<SimplePlanScreen />, { path: '/predict/simpleplan', api: fakeApi({}) });
    expect(await screen.findByText(diagnoseMessages.simpleNoData)).toBeTruthy();
  });
});
