import { shellMessages } from '@wattwise/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '../../testing/renderScreen';
import { SiteShell } from './SiteShell';
import { announcePremium } from './usePremiumNews';
import { upgradeLabel } from './useUpgrade';

const siteId = '00000000-0000-4000-8000-000000000001';
const waitLong = { timeout: 10_000 };
const checkoutHref = 'http://localhost/payments/test-checkout/c1?token=t';

function stub(paid: boolean, id = siteId) {
  return {
    id,
    name: 'Camden Works',
    product: 'PREDICT',
    paid,
    permissions: ['OWNER'],
    summaryData: null,
  };
}

function show(answers: Record<string, unknown>, path = `/predict/${siteId}/diagnose`) {
  const api = fakeApi({
    'spatial.tree': [{ name: 'Workshop', path: 'workshop', type: 'BUILDING', children: [] }],
    ...answers,
  });
  renderScreen(
    <SiteShell>
      <p>the screen</p>
    </SiteShell>,
    { api, path },
  );
  return api;
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await screen.findAllByText('Camden Works', {}, waitLong);
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.findAllByRole('menuitem');
}

afterEach(() => vi.restoreAllMocks());

describe('upgrade to Premium', { timeout: 30_000 }, () => {
  it('is offered to the owner of a Free Trial site, never for a paid one', async () => {
    const user = userEvent.setup();
    show({ 'user.site.stubs': [stub(true)] });
    const labels = (await openMenu(user)).map((item) => item.textContent);
    expect(labels).toContain(shellMessages.deleteSite);
    expect(labels).not.toContain(upgradeLabel);
  });

  it('asks for a valid billing e-mail, then opens the checkout link in a new tab', async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = show({
      'user.site.stubs': [stub(false)],
      'payments.upgrade': { _links: { checkout: { href: checkoutHref } }, sandbox: true },
    });
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: upgradeLabel }));
    const dialog = await screen.findByRole('dialog', { name: upgradeLabel });
    const pay = screen.getByRole('button', { name: 'Continue to payment' });
    expect(pay.hasAttribute('disabled') || pay.getAttribute('aria-disabled') === 'true').toBe(true);

    const email = screen.getByRole('textbox', { name: 'Billing e-mail' });
    await user.type(email, 'not-an-email');
    await user.click(pay);
    expect(await screen.findByText('* e-mail address must be valid')).toBeTruthy();
    expect(api.calls.some((call) => call.name === 'payments.upgrade')).toBe(false);

    await user.clear(email);
    await user.type(email, 'billing@example.org');
    await user.click(pay);
    await waitFor(() => expect(tab.location.href).toBe(checkoutHref));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const call = api.calls.find((c) => c.name === 'payments.upgrade');
    expect(call?.input).toEqual({
      params: { siteId },
      body: { billingEmail: 'billing@example.org', type: 'ANNUAL' },
    });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('on return from the checkout confirms (asking again on 409), refreshes the sites and says so', async () => {
    let paid = false;
    let asked = 0;
    const api = show(
      {
        'user.site.stubs': () => [stub(paid)],
        'user.site.upgradeToPremium': () => {
          asked += 1;
          if (asked === 1) {
            return {
              kind: 'server',
              route: 'user.site.upgradeToPremium',
              status: 409,
              message: 'not yet',
            };
          }
          paid = true;
          return null;
        },
      },
      `/predict/${siteId}/diagnose?upgrade=c1`,
    );
    expect(
      await screen.findByText('This site is now on Predict Premium.', {}, waitLong),
    ).toBeTruthy();
    expect(asked).toBe(2);
    const confirm = api.calls.find((c) => c.name === 'user.site.upgradeToPremium');
    expect(confirm?.input).toEqual({ params: { a: siteId, b: 'c1' } });
    expect(api.calls.filter((c) => c.name === 'user.site.stubs').length).toBeGreaterThan(1);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/predict/${siteId}/diagnose`),
    );
  });

  it('says something went wrong when the checkout is not this site’s', async () => {
    show(
      {
        'user.site.stubs': [stub(false)],
        'user.site.upgradeToPremium': {
          kind: 'notFound',
          route: 'user.site.upgradeToPremium',
          status: 404,
          message: 'No checkout with this reference for this site.',
        },
      },
      `/predict/${siteId}/diagnose?upgrade=other`,
    );
    expect(
      await screen.findByText('Something went wrong, please try again later.', {}, waitLong),
    ).toBeTruthy();
  });

  it('asks the site again when another tab announces the payment, and then every answer', async () => {
    let paid = false;
    const api = show({
      'user.site.stubs': () => [stub(paid)],
      'spatial.tree': () => [
        { name: 'Workshop', path: 'workshop', type: 'BUILDING', children: [] },
      ],
    });
    await screen.findAllByText('Camden Works', {}, waitLong);
    const stubCalls = () => api.calls.filter((c) => c.name === 'user.site.stubs').length;
    const treeCalls = () => api.calls.filter((c) => c.name === 'spatial.tree').length;
    const before = { stubs: stubCalls(), tree: treeCalls() };
    paid = true;
    announcePremium('some-other-site');
    announcePremium(siteId);
    await waitFor(() => expect(stubCalls()).toBeGreaterThan(before.stubs), waitLong);
    // Paid now: the screens' own answers (here the tree) are asked again too.
    await waitFor(() => expect(treeCalls()).toBeGreaterThan(before.tree), waitLong);
  });

  it('asks the site again when the tab is looked at again after paying elsewhere', async () => {
    const api = show({ 'user.site.stubs': [stub(false)] });
    await screen.findAllByText('Camden Works', {}, waitLong);
    const stubCalls = () => api.calls.filter((c) => c.name === 'user.site.stubs').length;
    const before = stubCalls();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(stubCalls()).toBeGreaterThan(before), waitLong);
  });
});
