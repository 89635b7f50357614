import {
  ApiClientProvider,
  createApiClient,
  SESSION_REQUEST_HEADER,
  SESSION_REQUEST_VALUE,
} from '@wattwise/api';
import { LocaleProvider } from '@wattwise/ui';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RuntimeConfigProvider } from '../../platform/config/RuntimeConfigContext';
import { developmentConfig } from '../../platform/config/runtimeConfig';
import { RegistrationWizard } from './RegistrationWizard';
import type { RegistrationVariant } from './useSubmitRegistration';

/** A test double of the server: answers by method and path, records every request. */
export interface FakeServer {
  requests: { method: string; path: string; body: unknown }[];
  answers: Record<string, { status?: number; body: unknown }>;
}

export const newSiteId = '0b9f3d56-8a1c-4f7e-9d2b-5c6a7e8f9a0b';

export function fakeServer(): FakeServer {
  return {
    requests: [],
    answers: {
      'GET /api/buildingdata/get-building-types': { body: { OFFICE: 'Office', RETAIL: 'Retail' } },
      'GET /api/buildingdata/OFFICE/get-spaces': { body: { OFFICE: 'Office', KITCHEN: 'Kitchen' } },
      'GET /api/buildingdata/get-suppliers': { body: [{ id: 'octopus', name: 'Octopus Energy' }] },
      'PUT /api/predict/simplediagnose/checkaddress': { body: { addresses: [], epcAddresses: [] } },
      'GET /api/geocoding/search': {
        body: [
          {
            name: 'Conway Hall',
            full_address: 'Conway Hall, 25 Red Lion Square, London WC1R 4RL',
            centre: [-0.1195, 51.5197],
            elevation: 24,
          },
        ],
      },
      'GET /api/geocoding/reverse': {
        body: [
          {
            name: 'Conway Hall',
            full_address: 'Conway Hall, 25 Red Lion Square, London WC1R 4RL',
            centre: [-0.1195, 51.5197],
          },
        ],
      },
      'GET /api/predict/simplediagnose/registrationdata': {
        body: {
          centre: [-0.1195, 51.5197],
          coordinates: [
            [-0.1197, 51.5196],
            [-0.1193, 51.5196],
            [-0.1193, 51.5199],
            [-0.1197, 51.5196],
          ],
          elecDayRate: 50,
          elecUnitRate: 25,
          elecValue: 64000,
          elecPeriod: 'ANNUAL',
          elecValueType: 'ENERGY_USAGE',
          gasDayRate: 30,
          gasUnitRate: 6,
          gasValue: 41000,
          noFloors: 3,
          yearOfConstruction: 1929,
          buildingType: 'OFFICE',
        },
      },
      'PUT /api/predict/register': { body: { captchaSuccessful: true, siteId: newSiteId } },
      'GET /api/predict/register/allowance': { body: { allowed: true, errorMessage: null } },
      'PUT /api/predict/simplediagnose/registration': { body: 'c2ltcGxlLXNpdGUtZGF0YQ' },
    },
  };
}

function fetchFor(server: FakeServer): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    server.requests.push({ method, path: url.pathname, body });
    const answer = server.answers[`${method} ${url.pathname}`];
    if (!answer) return new Response('{"message":"not served"}', { status: 501 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** Where the app went: the path shown by a catch-all route. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Screen width for matchMedia: the wizard is wide at 1210 px and more (spec shell §9). */
export function setScreenWidth(width: number) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return screenWidth.value >= 1210;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  screenWidth.value = width;
  screenWidth.listeners = listeners;
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
}

const screenWidth: { value: number; listeners: Set<() => void> } = {
  value: 1440,
  listeners: new Set(),
};

/** Resizes the window and tells the wizard, as a browser would. */
export function resizeTo(width: number) {
  screenWidth.value = width;
  screenWidth.listeners.forEach((listener) => listener());
}

/** The API client as WithApiClient makes it (the session header, no token) over the test server. */
function sessionClient(server: FakeServer) {
  return createApiClient({
    headers: { [SESSION_REQUEST_HEADER]: SESSION_REQUEST_VALUE },
    fetch: fetchFor(server),
  });
}

/** Renders `element` at `path` under `route` with the test double of the API. */
export function renderRoute(
  element: React.ReactNode,
  route: string,
  path: string,
  server: FakeServer,
) {
  const client = sessionClient(server);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </ApiClientProvider>
    </SWRConfig>,
  );
}

/** Renders one wizard at `path` with the test double of the API and the support e-mail set. */
export function renderWizard(
  variant: RegistrationVariant,
  server: FakeServer,
  path = '/predict/register',
) {
  const client = sessionClient(server);
  const wizard = (
    <RegistrationWizard
      variant={variant}
      siteId={variant === 'add-building' ? newSiteId : undefined}
    />
  );
  return render(
    <LocaleProvider>
      <RuntimeConfigProvider
        config={{ ...developmentConfig, supportEmail: 'support@wattwise.example' }}
      >
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/predict/register" element={wizard} />
                <Route path="/predict/demo" element={wizard} />
                <Route path="/predict/:siteId/add-building" element={wizard} />
                <Route path="*" element={<Location />} />
              </Routes>
            </MemoryRouter>
          </ApiClientProvider>
        </SWRConfig>
      </RuntimeConfigProvider>
    </LocaleProvider>,
  );
}
