import { homeMessages } from '@wattwise/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '../../testing/renderScreen';
import { siteSummary as site } from '../../testing/siteSummary';
import HomeScreen from './HomeScreen';

const sites = [
  site(1, { buildingName: 'Camden Works', energyUsage: 'LOW', paid: false }),
  site(2, { buildingName: 'Leeds Depot', energyUsage: 'HIGH' }),
  site(3, { buildingName: 'Demo Café', product: 'SIMPLE_PREDICT', summaryData: 'abc' }),
  site(4, { buildingName: 'Campus', product: 'OPTIMISE', energyUsage: null }),
];

const waitLong = { timeout: 10_000 };

function show(answers: Record<string, unknown>) {
  const api = fakeApi({ 'buildingdata.buildingTypes': { OFFICE: 'Office' }, ...answers });
  renderScreen(<HomeScreen />, { api });
  return api;
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Your sites' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('home', { timeout: 30_000 }, () => {
  it('invites a new user to create a first site', async () => {
    show({ 'user.site.list': [] });
    expect(await screen.findByText(homeMessages.empty, {}, waitLong)).toBeTruthy();
  });

  it('explains a failed list with the support contact', async () => {
    show({
      'user.site.list': { kind: 'server', route: 'user.site.list', status: 500, message: '' },
    });
    const alert = await screen.findByRole('alert', {}, waitLong);
    expect(alert.textContent).toContain(homeMessages.error);
    expect(alert.textContent).toContain('support@example.org');
  });

  it('lists the sites by energy usage, highest first, with their badges', async () => {
    show({ 'user.site.list': sites });
    await screen.findByRole('list', { name: 'Your sites' }, waitLong);
    expect(cardNames()).toEqual(['Leeds Depot', 'Demo Café', 'Camden Works', 'Campus']);
    expect(screen.getByText(homeMessages.freeTrialBadge)).toBeTruthy();
    expect(screen.getByText(homeMessages.demoBadge)).toBeTruthy();
  });

  it('searches by name, says when nothing matches, and picks a site by its 36-character id', async () => {
    const user = userEvent.setup();
    show({ 'user.site.list': sites });
    const search = await screen.findByRole('searchbox', {}, waitLong);
    await user.type(search, 'depot');
    expect(cardNames()).toEqual(['Leeds Depot']);
    await user.clear(search);
    await user.type(search, 'nowhere');
    expect(screen.getByText(homeMessages.noMatch)).toBeTruthy();
    await user.clear(search);
    await user.type(search, site(3).siteId);
    expect(cardNames()).toEqual(['Demo Café']);
  });

  it('opens a demo card in simple diagnose with its summary data, and Predict at its site', async () => {
    const user = userEvent.setup();
    show({ 'user.site.list': sites });
    await user.click(await screen.findByRole('button', { name: 'Demo Café' }, waitLong));
    expect(screen.getByTestId('location').textContent).toBe('/predict/simplediagnose?siteData=abc');
  });

  it('offers Delete Site only to owners of non-Optimise sites; a failure shows the error toast', async () => {
    const user = userEvent.setup();
    const api = show({
      'user.site.list': sites,
      'user.site.delete': { kind: 'server', route: 'user.site.delete', status: 500, message: '' },
    });
    await screen.findByRole('list', { name: 'Your sites' }, waitLong);
    expect(screen.queryByRole('button', { name: 'Menu for Campus' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Menu for Leeds Depot' }));
    await user.click(await screen.findByRole('menuitem', { name: homeMessages.deleteSite }));
    const dialog = await screen.findByRole('alertdialog');
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove.hasAttribute('disabled') || remove.getAttribute('data-disabled') === 'true').toBe(
      true,
    );
    await user.type(within(dialog).getByRole('textbox'), 'Leeds Depot');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.name === 'user.site.delete')).toBe(true));
    // The dialog stays open (the site was not deleted), so the page behind it is aria-hidden.
    const toast = await screen.findByRole('alert', { hidden: true }, waitLong);
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('Something went wrong, please try again later.');
  });

  it('offers Predict in New Site and keeps Optimise disabled', async () => {
    const user = userEvent.setup();
    show({ 'user.site.list': [] });
    await user.click(await screen.findByRole('button', { name: 'New Site' }, waitLong));
    const optimise = await screen.findByRole('menuitem', { name: 'Optimise' });
    expect(optimise.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'Predict' }));
    expect(screen.getByTestId('location').textContent).toBe('/predict/register');
  });

  it('opens the profile logo dialog from Profile, and account edit in a popup', async () => {
    const user = userEvent.setup();
    const popup = vi.spyOn(window, 'open').mockImplementation(() => null);
    show({ 'user.site.list': [] });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }, waitLong));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    // The dialog's code loads when it is first opened.
    expect(await screen.findByRole('dialog', { name: 'Your logo' }, waitLong)).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account edit' }));
    expect(popup).toHaveBeenCalledWith(
      'http://localhost:3000/account/profile',
      'wattwise-account',
      expect.any(String),
    );
  });
});
