import { AppRouter, LocaleProvider } from '@wattwise/ui';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { WithApiClient } from './api/WithApiClient';
import { ToastProvider } from './toasts/ToastProvider';

/**
 * What every screen stands on: the API client, British formats, router-aware links and the toast
 * region. Loaded with the first screen, not with the entry chunk, so the first page stays light.
 */
export function ScreenProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <WithApiClient>
      <LocaleProvider>
        <AppRouter navigate={navigate} useHref={useHref}>
          <ToastProvider>{children}</ToastProvider>
        </AppRouter>
      </LocaleProvider>
    </WithApiClient>
  );
}
