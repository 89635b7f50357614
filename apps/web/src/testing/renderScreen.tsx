import type { ApiClient, ApiError } from '@wattwise/api';
import { ApiClientProvider } from '@wattwise/api';
import { AppRouter, LocaleProvider } from '@wattwise/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useHref, useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RuntimeConfigProvider } from '../platform/config/RuntimeConfigContext';
import { developmentConfig } from '../platform/config/runtimeConfig';
import { ToastProvider } from '../platform/toasts/ToastProvider';

/**
 * Answers of the test API, by route name: data, an ApiError, or a function of the call's input
 * (which may answer a promise, for an answer that comes later).
 */
export type FakeAnswers = Record<string, unknown>;

export interface FakeApi {
  client: ApiClient;
  calls: { name: string; input: unknown }[];
}

/** A test double of the API client: answers from a table, records every call. */
export function fakeApi(answers: FakeAnswers): FakeApi {
  const calls: FakeApi['calls'] = [];
  const call = async (name: string, input: unknown = {}) => {
    calls.push({ name, input });
    if (!(name in answers)) return { ok: true, data: null };
    const answer = answers[name];
    const value: unknown =
      typeof answer === 'function' ? await (answer as (i: unknown) => unknown)(input) : answer;
    if (value && typeof value === 'object' && 'kind' in value && 'route' in value) {
      return { ok: false, error: value as ApiError };
    }
    return { ok: true, data: value };
  };
  return { client: { call } as unknown as ApiClient, calls };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function Providers({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <LocaleProvider>
      <AppRouter navigate={navigate} useHref={useHref}>
        <ToastProvider>{children}</ToastProvider>
      </AppRouter>
    </LocaleProvider>
  );
}

/** Renders a screen at an address with the test API, a fresh SWR cache and the toast region. */
export function renderScreen(
  screen: ReactNode,
  { path = '/', route = '*', api }: { path?: string; route?: string; api: FakeApi },
) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={api.client}>
        <RuntimeConfigProvider
          config={{ ...developmentConfig, supportEmail: 'support@example.org' }}
        >
          <MemoryRouter initialEntries={[path]}>
            <Providers>
              <Routes>
                <Route path={route} element={screen} />
                <Route path="*" element={null} />
              </Routes>
              <Location />
            </Providers>
          </MemoryRouter>
        </RuntimeConfigProvider>
      </ApiClientProvider>
    </SWRConfig>,
  );
}
