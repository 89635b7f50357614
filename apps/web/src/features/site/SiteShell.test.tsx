import { premiumMessages, shellMessages } from '@wattwise/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../testing/renderScreen';
import { SiteShell } from './SiteShell';
import { upgradeLabel } from './useUpgrade';

const siteId = '00000000-0000-4000-8000-000000000001';
const waitLong = { timeout: 10_000 };
const node = (name: string, path: string, fields = {}) => ({
  name,
  path,
  type: 'BUILDING' as const,
  children: [],
  ...fields,
});

function show(paid: boolean, hasMpan: boolean, path = `/predict/${siteId}/diagnose`) {
  const api = fakeApi({
    'user.site.stubs': [
      {
        id: siteId,
        name: 'Camden Works',
        product: 'PREDICT',
        paid,
        permissions: ['OWNER'],
        summaryData: null,
      },
    ],
    'spatial.tree': [
      node('Workshop', 'workshop', { hasMpan }),
      node('Annexe', 'annexe', { hasMpan }),
    ],
  });
  renderScreen(
    <SiteShell>
      <p>the screen</p>
    </SiteShell>,
    { api, path },
  );
  return api;
}

describe('the Predict shell', { timeout: 30_000 }, () => {
  it('lists the recent sites this browser opened first, most recent first', async () => {
    const user = userEvent.setup();
    const stub = (id: string, name: string) => ({
      id,
      name,
      product: 'PREDICT',
      paid: true,
      permissions: ['OWNER'],
      summaryData: null,
    });
    const [second, third] = [
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000003',
    ];
    window.localStorage.setItem('wattwise.recentSites', JSON.stringify([third, second]));
    const api = fakeApi({
      'user.site.stubs': [
        stub(siteId, 'Camden Works'),
        stub(second, 'Bow Depot'),
        stub(third, 'Acton Mill'),
      ],
      'spatial.tree': [node('Workshop', 'workshop')],
    });
    try {
      renderScreen(
        <SiteShell>
          <p>the screen</p>
        </SiteShell>,
        { api, path: `/predict/${siteId}/diagnose` },
      );
      const switcher = (
        await screen.findAllByRole('button', { name: /Recent Sites/ }, waitLong)
      )[0]!;
      await waitFor(async () => {
        await user.click(switcher);
        expect(
          screen
            .getAllByRole('option')
            .map((option) => option.textContent)
            .slice(0, 3),
        ).toEqual(['Acton Mill', 'Bow Depot', 'Camden Works']);
      }, waitLong);
    } finally {
      window.localStorage.clear();
    }
  });

  it('shows the sections, the tree sorted by name, and the beta, AI and tariff banners', async () => {
    show(true, false);
    const tree = await screen.findAllByRole('treegrid', {}, waitLong);
    await waitFor(() =>
      expect(
        within(tree[0]!)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['Annexe', 'Workshop']),
    );
    const nav = screen.getAllByRole('navigation', { name: 'Sections' })[0]!;
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Diagnose', 'Improvement Plan', 'Validate']);
    // The notices are drawn above the header beside a sidebar and after the screen without one;
    // the stylesheet shows one of the two places (jsdom has none).
    expect(screen.getAllByText(shellMessages.betaBanner)).toHaveLength(2);
    expect(screen.getAllByText(premiumMessages.tariffPartnerClaim)).toHaveLength(2);
    expect(
      screen.getByRole('link', { name: 'How we model your building' }).getAttribute('href'),
    ).toBe('/methodology');
  });

  it('moves between sections and into a building from the tree', async () => {
    const user = userEvent.setup();
    show(true, false);
    const nav = (await screen.findAllByRole('navigation', { name: 'Sections' }, waitLong))[0]!;
    await user.click(within(nav).getByRole('button', { name: 'Improvement Plan' }));
    expect(screen.getByTestId('location').textContent).toBe(`/predict/${siteId}/improvement-plan`);
    const tree = screen.getAllByRole('treegrid')[0]!;
    await user.click(await within(tree).findByText('Workshop', {}, waitLong));
    expect(screen.getByTestId('location').textContent).toBe(
      `/predict/${siteId}/workshop/improvement-plan`,
    );
  });

  it('gives an owner the site menu; PDF only for a paid site; no meter entry when the building has one', async () => {
    const user = userEvent.setup();
    show(false, true, `/predict/${siteId}/workshop/diagnose`);
    await screen.findAllByText('Camden Works', {}, waitLong);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const items = await screen.findAllByRole('menuitem');
    const labels = items.map((item) => item.textContent);
    expect(labels).toEqual([
      'Predict Home',
      shellMessages.downloadPdfReport,
      shellMessages.viewEvents,
      upgradeLabel,
      shellMessages.addBuilding,
      shellMessages.updateSiteImage,
      shellMessages.deleteSite,
      shellMessages.support,
      shellMessages.profile,
      shellMessages.accountEdit,
      shellMessages.changePassword,
      shellMessages.logout,
    ]);
    const pdf = screen.getByRole('menuitem', { name: shellMessages.downloadPdfReport });
    expect(pdf.getAttribute('aria-disabled')).toBe('true');
  });

  it('offers Connect smart meter for a building without a meter, and opens its dialog', async () => {
    const user = userEvent.setup();
    show(true, false, `/predict/${siteId}/workshop/diagnose`);
    await screen.findAllByText('Camden Works', {}, waitLong);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(
      await screen.findByRole('menuitem', { name: shellMessages.connectSmartMeter }),
    );
    expect(await screen.findByRole('dialog', { name: 'Connect your Smart Meter' })).toBeTruthy();
  });

  it('opens the meter dialog from ?connect=meter (Validate offers it), then drops it from the address', async () => {
    show(true, false, `/predict/${siteId}/workshop/validate?connect=meter`);
    expect(
      await screen.findByRole('dialog', { name: 'Connect your Smart Meter' }, waitLong),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/predict/${siteId}/workshop/validate`);
  });

  it('checks a well-formed MPAN, needs consent, connects it and closes the dialog', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'user.site.stubs': [
        {
          id: siteId,
          name: 'Camden Works',
          product: 'PREDICT',
          paid: true,
          permissions: ['OWNER'],
          summaryData: null,
        },
      ],
      'spatial.tree': [node('Workshop', 'workshop', { hasMpan: false })],
      'user.electralink.meterCheck': { validMeter: true },
    });
    renderScreen(
      <SiteShell>
        <p>the screen</p>
      </SiteShell>,
      { api, path: `/predict/${siteId}/workshop/validate?connect=meter` },
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Connect your Smart Meter' },
      waitLong,
    );
    const input = within(dialog).getByRole('textbox', { name: 'MPAN' });
    await user.type(input, '123456789012');
    expect(within(dialog).queryByText('Checking your meter…')).toBeNull();
    await user.type(input, '6');
    expect(within(dialog).getByText('Checking your meter…')).toBeTruthy();
    const consent = await within(dialog).findByRole('checkbox', {}, waitLong);
    expect(api.calls.filter((c) => c.name === 'user.electralink.meterCheck')).toEqual([
      { name: 'user.electralink.meterCheck', input: { query: { mpan: '1234567890126' } } },
    ]);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit.getAttribute('disabled')).not.toBeNull();
    await user.click(consent);
    await user.click(submit);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Connect your Smart Meter' })).toBeNull(),
    );
    expect(api.calls.find((c) => c.name === 'predict.register.connectMeter')?.input).toEqual({
      body: { mpan: '1234567890126', siteId, path: 'workshop' },
    });
  });

  it('opens and closes the narrow-screen menu from the keyboard, giving focus back', async () => {
    const user = userEvent.setup();
    show(true, false);
    const open = await screen.findByRole('button', { name: shellMessages.openMenu }, waitLong);
    open.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
  });
});
