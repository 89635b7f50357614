import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registrationValidationMessages } from '@wattwise/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeServer,
  newSiteId,
  renderWizard,
  resizeTo,
  setScreenWidth,
  type FakeServer,
} from './registrationTestKit';

// maplibre needs WebGL: the map is replaced by a button that picks one outline.
vi.mock('./OutlineMap', () => import('./OutlineMap.testDouble'));

// jsdom has no CSS.escape, which react-aria's Select uses.
globalThis.CSS ??= { escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`) } as never;

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
  setScreenWidth(1440);
});

const user = () => userEvent.setup();

/** The toast shown (the step bodies have alerts of their own). */
async function toast() {
  return within(screen.getByRole('region', { name: 'Notifications' })).findByRole(
    'alert',
    {},
    { timeout: 5_000 },
  );
}

/** The map's test double, once its lazy chunk has loaded. */
function mapButton() {
  return screen.findByRole('button', { name: 'Pick Conway Hall on the map' }, { timeout: 10_000 });
}

function stepCounter() {
  return screen.getByText(/^Step \d \/ \d$/).textContent;
}

async function typeAddress(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('Building name'), 'Conway Hall');
  await u.type(screen.getByLabelText('Street'), '25 Red Lion Square');
  await u.type(screen.getByLabelText('Town or city'), 'London');
  await u.type(screen.getByLabelText('Post code'), 'WC1R 4RL');
}

async function next(u: ReturnType<typeof userEvent.setup>, label = 'Next Step') {
  await u.click(screen.getByRole('button', { name: label }));
}

/** Address with the outline picked (wide screen), then on to energy costs. */
async function toEnergyCosts(u: ReturnType<typeof userEvent.setup>) {
  await typeAddress(u);
  await u.click(await mapButton());
  await next(u);
  await screen.findByRole('heading', { name: 'Your energy costs' });
}

describe('the site registration wizard', { timeout: 30_000 }, () => {
  it('counts 5 steps and blocks Next on a wide screen until a building is picked on the map', async () => {
    const u = user();
    renderWizard('site', server);
    expect(stepCounter()).toBe('Step 1 / 5');
    await typeAddress(u);
    await next(u);
    const shown = await toast();
    expect(within(shown).getByText('Validation error:')).toBeTruthy();
    expect(within(shown).getByText('Please select a building on the map to proceed.')).toBeTruthy();
    expect(stepCounter()).toBe('Step 1 / 5');
  });

  it("asks for the site's name with the spec's text", async () => {
    // No address is found at the picked outline, so the fields stay empty.
    delete server.answers['GET /api/geocoding/reverse'];
    const u = user();
    renderWizard('site', server);
    await u.click(await mapButton());
    await next(u);
    expect(
      within(await toast()).getByText("A value must be provided for the site's name."),
    ).toBeTruthy();
  });

  it('switches to 7 steps with a smart meter and back to 5 with the chip', async () => {
    const u = user();
    renderWizard('site', server);
    await toEnergyCosts(u);
    expect(stepCounter()).toBe('Step 2 / 5');
    await u.click(screen.getByText('Connect to smart meter'));
    expect(stepCounter()).toBe('Step 2 / 7');
    expect(screen.getByRole('heading', { name: 'Connect your smart meter' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Connecting Smart Meter, cancel' }));
    expect(stepCounter()).toBe('Step 2 / 5');
    expect(screen.getByRole('heading', { name: 'Your energy costs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connecting Smart Meter, cancel' })).toBeNull();
  });

  it('leaves smart-meter mode when going back from meter-check', async () => {
    const u = user();
    renderWizard('site', server);
    await toEnergyCosts(u);
    await u.click(screen.getByText('Connect to smart meter'));
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepCounter()).toBe('Step 2 / 5');
    expect(screen.getByRole('heading', { name: 'Your energy costs' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepCounter()).toBe('Step 1 / 5');
    expect(screen.getByLabelText<HTMLInputElement>('Building name').value).toBe('Conway Hall');
  });

  it('asks for the energy supplier on meter-check', async () => {
    const u = user();
    renderWizard('site', server);
    await toEnergyCosts(u);
    await u.click(screen.getByText('Connect to smart meter'));
    await next(u);
    expect(
      within(await toast()).getByText('Please select your energy supplier to proceed.'),
    ).toBeTruthy();
  });

  it('asks for the energy rates when one is emptied', async () => {
    const u = user();
    renderWizard('site', server);
    await toEnergyCosts(u);
    const [dayRate] = screen.getAllByLabelText(/Day rate/);
    await u.clear(dayRate!);
    await u.tab();
    await next(u);
    expect(
      within(await toast()).getByText('Please enter your energy rates to proceed.'),
    ).toBeTruthy();
  });

  it('goes home on Back from the first step, and a new visit starts empty', async () => {
    const u = user();
    const first = renderWizard('site', server);
    await u.type(screen.getByLabelText('Building name'), 'Conway Hall');
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
    first.unmount();
    renderWizard('site', server);
    expect(screen.getByLabelText<HTMLInputElement>('Building name').value).toBe('');
    expect(stepCounter()).toBe('Step 1 / 5');
  });
});

it('fills the empty address fields from the outline picked on the map', async () => {
  const u = user();
  renderWizard('site', server);
  await u.click(await mapButton());
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLInputElement>('Street').value).toBe('25 Red Lion Square'),
  );
  await next(u);
  expect(await screen.findByRole('heading', { name: 'Your energy costs' })).toBeTruthy();
}, 30_000);

it('searches addresses once typing pauses (1000 ms) and fills the fields from the result', async () => {
  const u = user();
  renderWizard('site', server);
  await u.type(screen.getByRole('combobox', { name: 'Search for your address' }), 'Red Lion');
  const option = await screen.findByRole('option', { name: /Conway Hall/ }, { timeout: 5_000 });
  const searches = server.requests.filter((r) => r.path === '/api/geocoding/search');
  expect(searches).toHaveLength(1);
  await u.click(option);
  expect(screen.getByLabelText<HTMLInputElement>('Street').value).toBe('25 Red Lion Square');
  expect(screen.getByLabelText<HTMLInputElement>('Post code').value).toBe('WC1R 4RL');
  expect((await mapButton()).dataset.centre).toBe('-0.1195,51.5197');
}, 30_000);

it('shows a validation toast for 5 s', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWizard('site', server);
    await next(u);
    expect(within(await toast()).getByText('Validation error:')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_800);
    });
    expect(screen.getByText('Please select a building on the map to proceed.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.queryByText('Please select a building on the map to proceed.')).toBeNull();
  } finally {
    vi.useRealTimers();
  }
}, 30_000);

describe('entering with coordinates or a saved registration', { timeout: 30_000 }, () => {
  it('starts at meter-check in smart-meter mode with lat and lon, the address found there', async () => {
    const u = user();
    renderWizard('site', server, '/predict/register?lat=51.5197&lon=-0.1195');
    expect(stepCounter()).toBe('Step 2 / 7');
    expect(screen.getByRole('heading', { name: 'Connect your smart meter' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepCounter()).toBe('Step 2 / 5');
    await u.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Post code').value).toBe('WC1R 4RL'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Street').value).toBe('25 Red Lion Square');
  });

  it('fills the wizard from siteData: outline, address, usage, floors and type', async () => {
    const u = user();
    renderWizard('site', server, '/predict/register?siteData=c2ltcGxl');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Building name').value).toBe('Conway Hall'),
    );
    await next(u);
    await screen.findByRole('heading', { name: 'Your energy costs' });
    expect(screen.getAllByLabelText<HTMLInputElement>('Value')[0]!.value).toBe('64000');
  });
});

describe('the map-select step on small screens', { timeout: 30_000 }, () => {
  it('asks for an address, then shows the map as its own step and returns to address', async () => {
    setScreenWidth(390);
    const u = user();
    renderWizard('site', server);
    expect(stepCounter()).toBe('Step 1 / 6');
    expect(screen.queryByRole('button', { name: 'Pick Conway Hall on the map' })).toBeNull();
    await next(u);
    expect(within(await toast()).getByText('Please enter your address to proceed.')).toBeTruthy();
    await typeAddress(u);
    await next(u);
    expect(screen.getByRole('heading', { name: 'Select your building on the map' })).toBeTruthy();
    // The map step counts as a step of its own on a small screen: not 'Step 1' again.
    expect(stepCounter()).toBe('Step 2 / 6');
    await u.click(await mapButton());
    await next(u);
    expect(screen.getByRole('heading', { name: 'Where is your building?' })).toBeTruthy();
    await next(u);
    expect(screen.getByRole('heading', { name: 'Your energy costs' })).toBeTruthy();
    expect(stepCounter()).toBe('Step 3 / 6');
  });

  it('moves back to address when the screen becomes wide on map-select', async () => {
    setScreenWidth(390);
    const u = user();
    renderWizard('site', server);
    await typeAddress(u);
    await next(u);
    expect(screen.getByRole('heading', { name: 'Select your building on the map' })).toBeTruthy();
    act(() => resizeTo(1440));
    expect(screen.getByRole('heading', { name: 'Where is your building?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pick Conway Hall on the map' })).toBeTruthy();
  });
});

describe('sending the registration', { timeout: 30_000 }, () => {
  async function toValidation(u: ReturnType<typeof userEvent.setup>) {
    await toEnergyCosts(u);
    const values = screen.getAllByLabelText('Value');
    for (const field of values) {
      await u.type(field, '120000');
      await u.tab();
    }
    await next(u);
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).queryByRole('alert'),
    ).toBeNull();
    await screen.findByRole('heading', { name: 'Energy Performance Certificate' });
    await u.click(screen.getByRole('radio', { name: 'D' }));
    await next(u);
    await screen.findByRole('heading', { name: 'About your building' });
    // The list stays disabled until the building types have arrived, as a user would see it.
    const buildingType = screen.getByRole('button', { name: /Building type/ });
    await waitFor(() => expect(buildingType.hasAttribute('disabled')).toBe(false));
    await u.click(buildingType);
    await u.click(await screen.findByRole('option', { name: 'Office' }));
    await next(u);
    await screen.findByRole('heading', { name: 'Almost done' });
    expect(stepCounter()).toBe('Step 5 / 5');
  }

  it('needs the terms, then sends one complete registration and waits for the model', async () => {
    const u = user();
    renderWizard('site', server);
    await toValidation(u);
    await next(u);
    expect(
      within(await toast()).getByText('You must agree to the terms and conditions to continue.'),
    ).toBeTruthy();
    expect(
      server.requests.filter((r) => r.method === 'PUT' && r.path === '/api/predict/register'),
    ).toHaveLength(0);
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    // A double click sends one registration.
    await u.dblClick(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/predict/${newSiteId}/afterregistration`,
      ),
    );
    const sent = server.requests.filter(
      (r) => r.method === 'PUT' && r.path === '/api/predict/register',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      buildingName: 'Conway Hall',
      postCode: 'WC1R 4RL',
      epcRating: 'D',
      buildingType: 'OFFICE',
      floorArea: 612,
      elecValue: 120000,
      token: 'disabled',
    });
    expect(sent[0]!.body).not.toHaveProperty('heatingFuel');
  });

  it("shows 'Registration error' with the support e-mail when the server fails", async () => {
    server.answers['PUT /api/predict/register'] = { status: 500, body: { message: 'boom' } };
    const u = user();
    renderWizard('site', server);
    await toValidation(u);
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await next(u);
    const shown = await toast();
    expect(within(shown).getByText('Registration error')).toBeTruthy();
    expect(
      within(shown).getByText(
        'Sorry. We could not register your building right now. Please contact support@wattwise.example',
      ),
    ).toBeTruthy();
  });

  it("shows 'Captcha unsuccessful' and the answer's errorMessage", async () => {
    server.answers['PUT /api/predict/register'] = { body: { captchaSuccessful: false } };
    const u = user();
    renderWizard('site', server);
    await toValidation(u);
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await next(u);
    let shown = await toast();
    expect(within(shown).getByText('Captcha unsuccessful')).toBeTruthy();
    expect(
      within(shown).getByText('If this issue persists, please contact an administrator.'),
    ).toBeTruthy();
    server.answers['PUT /api/predict/register'] = {
      body: {
        captchaSuccessful: true,
        errorMessage:
          'Users are limited to one site in the Predict Free tier. Contact support to upgrade your existing Free site to Predict Premium.',
      },
    };
    await next(u);
    await waitFor(async () => expect(within(await toast()).getByText('Error')).toBeTruthy());
    shown = await toast();
    expect(within(shown).getByText(/limited to one site in the Predict Free tier/)).toBeTruthy();
  });

  it('ends the demo flow on simple diagnose with its siteData', async () => {
    const u = user();
    renderWizard('demo', server, '/predict/demo');
    await toValidation(u);
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await next(u);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/predict/simplediagnose?siteData=c2ltcGxlLXNpdGUtZGF0YQ',
      ),
    );
    const sent = server.requests.find((r) => r.path === '/api/predict/simplediagnose/registration');
    expect(sent?.body).toMatchObject({ address: { buildingName: 'Conway Hall' }, epcRating: 'D' });
  });

  it("shows the server's refusal in the demo flow instead of nothing", async () => {
    server.answers['PUT /api/predict/simplediagnose/registration'] = {
      status: 400,
      body: { errorMessage: 'Please enter your gas usage to proceed.', captchaSuccessful: true },
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const u = user();
    renderWizard('demo', server, '/predict/demo');
    await toValidation(u);
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await next(u);
    const shown = await toast();
    expect(within(shown).getByText('Error')).toBeTruthy();
    expect(within(shown).getByText('Please enter your gas usage to proceed.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Almost done' })).toBeTruthy();
    errors.mockRestore();
  });

  it('says the free-tier limit when the wizard opens, before any step is filled in', async () => {
    server.answers['GET /api/predict/register/allowance'] = {
      body: { allowed: false, errorMessage: registrationValidationMessages.freeTierLimit },
    };
    renderWizard('site', server);
    expect(await screen.findByText(registrationValidationMessages.freeTierLimit)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Where is your building?' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Go home' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
