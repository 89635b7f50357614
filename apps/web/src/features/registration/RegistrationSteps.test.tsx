import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeServer,
  newSiteId,
  renderWizard,
  setScreenWidth,
  type FakeServer,
} from './registrationTestKit';

// maplibre needs WebGL: the map is replaced by a button that picks one outline.
vi.mock('./OutlineMap', () => import('./OutlineMap.testDouble'));

// jsdom has no CSS.escape, which react-aria's Select uses.
globalThis.CSS ??= { escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`) } as never;

type User = ReturnType<typeof userEvent.setup>;
let server: FakeServer;
let u: User;
beforeEach(() => {
  server = fakeServer();
  setScreenWidth(1440);
  u = userEvent.setup();
});

async function toast() {
  return within(screen.getByRole('region', { name: 'Notifications' })).findByRole(
    'alert',
    {},
    { timeout: 5_000 },
  );
}
const counter = () => screen.getByText(/^Step \d \/ \d$/).textContent;
const next = (label = 'Next Step') => u.click(screen.getByRole('button', { name: label }));
const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 5_000 });

async function pickAddress() {
  await u.click(
    await screen.findByRole('button', { name: 'Pick Conway Hall on the map' }, { timeout: 10_000 }),
  );
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLInputElement>('Post code').value).toBe('WC1R 4RL'),
  );
  await next();
}

async function choose(label: RegExp, option: string) {
  // A list stays disabled until its choices have arrived, as a user would see it.
  const list = screen.getByRole('button', { name: label });
  await waitFor(() => expect(list.hasAttribute('disabled')).toBe(false));
  await u.click(list);
  await u.click(await screen.findByRole('option', { name: option }));
}

describe('the steps of the smart-meter flow', { timeout: 60_000 }, () => {
  async function toMeterCheck() {
    renderWizard('site', server);
    await pickAddress();
    await heading('Your energy costs');
    await u.click(screen.getByText('Connect to smart meter'));
    await heading('Connect your smart meter');
  }

  it("titles a failed meter search 'External Server Error' when the provider does not answer (502)", async () => {
    server.answers['GET /api/user/electralink/addressSearch'] = { status: 502, body: {} };
    await toMeterCheck();
    await u.click(screen.getByRole('button', { name: 'Search' }));
    const shown = await toast();
    expect(within(shown).getByText('External Server Error')).toBeTruthy();
    expect(
      within(shown).getByText(
        'Apologies, we have not had a response from our metering provider. Please try again later.',
      ),
    ).toBeTruthy();
  });

  it("asks for an MPAN with the title 'Error' when Connect is pressed without one", async () => {
    server.answers['GET /api/user/electralink/addressSearch'] = { body: [] };
    await toMeterCheck();
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await u.click(screen.getByRole('checkbox', { name: /I consent/ }));
    await u.click(screen.getByRole('button', { name: 'Connect' }));
    const shown = await toast();
    expect(within(shown).getByText('Error')).toBeTruthy();
    expect(within(shown).getByText('Please enter your MPAN.')).toBeTruthy();
    expect(server.requests.some((r) => r.path === '/api/user/electralink/meterCheck')).toBe(false);
  });

  it('connects a valid meter, then checks the EPC, questions and each floor of the room breakdown', async () => {
    server.answers['GET /api/user/electralink/addressSearch'] = {
      body: [
        {
          address: 'Conway Hall, 25 Red Lion Square, London WC1R 4RL',
          partialMpan: '12 *** *** 3456',
          encryptedMpan: '1200012345678',
          confidenceScore: 0.9,
          sandbox: true,
        },
      ],
    };
    server.answers['GET /api/user/electralink/meterCheck'] = {
      body: { validMeter: true, mpan: '1200012345678', sandbox: true },
    };
    await toMeterCheck();
    await choose(/Electricity supplier/, 'Octopus Energy');
    await u.click(screen.getByRole('checkbox', { name: /I consent/ }));
    await next();
    expect(
      within(await toast()).getByText('Please connect to your meter to proceed.'),
    ).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await u.click(await screen.findByRole('radio', { name: /Conway Hall, 25 Red Lion Square/ }));
    await u.click(screen.getByRole('button', { name: 'Yes' }));
    await u.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByText('Your smart meter is connected.');
    await next();
    expect(counter()).toBe('Step 3 / 7');
    await next();
    await heading('Energy Performance Certificate');
    await next();
    expect(within(await toast()).getByText('Please select an EPC rating.')).toBeTruthy();
    await u.click(screen.getByRole('radio', { name: 'D' }));
    await next();
    await heading('About your building');
    expect(counter()).toBe('Step 5 / 7');
    await next();
    expect(
      within(await toast()).getByText('Please select a heating fuel to proceed.'),
    ).toBeTruthy();
    await choose(/Heating fuel/, 'Natural gas');
    await next();
    await heading('Room breakdown');
    await next('Finish');
    expect(
      within(await toast()).getByText('Please select a building category to proceed.'),
    ).toBeTruthy();
    await choose(/Building category/, 'Office');
    await screen.findAllByLabelText('Kitchen');
    await next('Finish');
    expect(
      within(await toast()).getByText('Floor 1 must have at least one of the listed spaces.'),
    ).toBeTruthy();
    const [office] = screen.getAllByRole('textbox', { name: 'Office' });
    await u.type(office!, '4');
    await u.tab();
    await next('Finish');
    await heading('Almost done');
    expect(counter()).toBe('Step 7 / 7');
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await next();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/predict/${newSiteId}/afterregistration`,
      ),
    );
    const sent = server.requests.find(
      (r) => r.method === 'PUT' && r.path === '/api/predict/register',
    );
    expect(sent?.body).toMatchObject({
      energySupplier: 'octopus',
      mpan: '1200012345678',
      electralinkConsent: true,
      heatingFuel: 'NATURAL_GAS',
      buildingType: 'OFFICE',
      spatialStructure: [{ floor: 'Floor 1', spaces: { OFFICE: 4 } }],
    });
  });
});

describe('the simple flow', { timeout: 60_000 }, () => {
  it("without a building type says 'Something went wrong, please try again.' and goes back one step", async () => {
    renderWizard('demo', server, '/predict/demo');
    await pickAddress();
    await heading('Your energy costs');
    for (const field of screen.getAllByLabelText('Value')) {
      await u.type(field, '1000');
      await u.tab();
    }
    await next();
    await heading('Energy Performance Certificate');
    await u.click(screen.getByRole('checkbox', { name: 'My building does not have an EPC' }));
    await next();
    await heading('About your building');
    await next();
    await heading('Almost done');
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await next();
    const shown = await toast();
    expect(within(shown).getByText('Error')).toBeTruthy();
    expect(within(shown).getByText('Something went wrong, please try again.')).toBeTruthy();
    expect(await heading('About your building')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'PUT' && r.path.includes('registration'))).toBe(
      false,
    );
  });
});

describe('the add-building wizard', { timeout: 60_000 }, () => {
  it('counts 4 steps, submits on Add Building and opens the new building', async () => {
    server.answers[`PUT /api/predict/register/${newSiteId}`] = {
      body: { captchaSuccessful: true, siteId: newSiteId },
    };
    server.answers[`GET /api/spatialstructure/${newSiteId}`] = {
      body: [
        { name: 'Main building', path: 'b-main', type: 'BUILDING', children: [] },
        { name: 'Conway Hall', path: 'b-conway', type: 'BUILDING', children: [] },
      ],
    };
    renderWizard('add-building', server, `/predict/${newSiteId}/add-building`);
    expect(counter()).toBe('Step 1 / 4');
    await pickAddress();
    await heading('Energy Performance Certificate');
    expect(counter()).toBe('Step 2 / 4');
    await u.click(screen.getByRole('radio', { name: 'C' }));
    await next();
    await heading('About your building');
    await choose(/Heating fuel/, 'Natural gas');
    await next();
    await heading('Room breakdown');
    expect(counter()).toBe('Step 4 / 4');
    await choose(/Building category/, 'Office');
    await screen.findAllByLabelText('Kitchen');
    await u.type(screen.getAllByLabelText('Kitchen')[0]!, '1');
    await u.tab();
    await next('Add Building');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/predict/${newSiteId}/b-conway/diagnose`,
      ),
    );
    const sent = server.requests.find((r) => r.path === `/api/predict/register/${newSiteId}`);
    expect(sent?.body).toMatchObject({
      epcRating: 'C',
      spatialStructure: [{ floor: 'Floor 1', spaces: { KITCHEN: 1 } }],
    });
  });
});
