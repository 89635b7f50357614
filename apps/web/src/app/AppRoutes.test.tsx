import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../platform/auth/AuthContext';
import type { Auth } from '../platform/auth/AuthContext';
import { AppRoutes } from './AppRoutes';

const loginWithRedirect = vi.fn<Auth['loginWithRedirect']>();

// A signed-out visitor: the session the AuthProvider gives when the page came without a cookie.
const signedOut: Auth = {
  isAuthenticated: false,
  loginWithRedirect,
  logout: vi.fn(),
};

/** Screens load lazily, with the design system: slow under jsdom on a shared machine. */
const lazyScreen = { timeout: 15_000 };

function visit(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthContext.Provider value={signedOut}>
        <Suspense fallback={<p>Loading…</p>}>
          <AppRoutes />
        </Suspense>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}

describe('route tree for a signed-out visitor', { timeout: 30_000 }, () => {
  beforeEach(() => loginWithRedirect.mockClear());

  it.each([
    ['/predict/energysavingmap', 'Energy saving map'],
    ['/predict/simplediagnose?siteData=abc', 'Simple diagnose'],
    ['/predict/simpleplan', 'Simple improvement plan'],
    ['/predict/demo', 'Where is your building?'],
  ])('%s opens without asking to sign in', async (path, title) => {
    visit(path);
    expect(await screen.findByRole('heading', { name: title }, lazyScreen)).toBeTruthy();
    expect(loginWithRedirect).not.toHaveBeenCalled();
  });

  it('shows the not-found page for an unknown address, with the code and message of the query', async () => {
    const first = visit('/no/such/place');
    expect(
      await screen.findByRole('heading', { name: 'Location not found' }, lazyScreen),
    ).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go home' })).toBeTruthy();
    first.unmount();

    visit('/oops?code=500&message=Server%20trouble');
    expect(await screen.findByRole('heading', { name: 'Server trouble' }, lazyScreen)).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(loginWithRedirect).not.toHaveBeenCalled();
  });

  it('sends a visitor of home to sign in and back to the same address', async () => {
    visit('/?hiddenBuildingTypes=true');
    await waitFor(() => expect(loginWithRedirect).toHaveBeenCalledTimes(1));
    expect(loginWithRedirect).toHaveBeenCalledWith({
      appState: { returnTo: '/?hiddenBuildingTypes=true' },
    });
  });

  it('hands /signup to the identity provider sign-up page', async () => {
    visit('/signup');
    await waitFor(() => expect(loginWithRedirect).toHaveBeenCalledTimes(1));
    expect(loginWithRedirect).toHaveBeenCalledWith({
      authorizationParams: { screen_hint: 'signup' },
      appState: { returnTo: '/' },
    });
  });
});
