import type { ApiError } from '@wattwise/api';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from './AuthContext';
import type { Auth } from './AuthContext';
import { useSignInWhenUnauthorized } from './useSignInWhenUnauthorized';

const loginWithRedirect = vi.fn<Auth['loginWithRedirect']>();

const signedIn: Auth = {
  isAuthenticated: true,
  loginWithRedirect,
  logout: vi.fn(),
};

function atHome({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/?hiddenBuildingTypes=true']}>
      <AuthContext.Provider value={signedIn}>{children}</AuthContext.Provider>
    </MemoryRouter>
  );
}

describe('sign-in after a refused session', () => {
  beforeEach(() => {
    loginWithRedirect.mockClear();
    window.sessionStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('sends the user to sign in, back to the same address, when the API answers 401', () => {
    const error: ApiError = {
      kind: 'unauthorized',
      route: 'user.site.list',
      status: 401,
      message: '',
    };
    renderHook(() => useSignInWhenUnauthorized(error), { wrapper: atHome });
    expect(loginWithRedirect).toHaveBeenCalledWith({
      appState: { returnTo: '/?hiddenBuildingTypes=true' },
    });
  });

  it('does not loop: a second 401 within a minute leaves the error state on screen', () => {
    const error: ApiError = {
      kind: 'unauthorized',
      route: 'user.site.list',
      status: 401,
      message: '',
    };
    renderHook(() => useSignInWhenUnauthorized(error), { wrapper: atHome });
    renderHook(() => useSignInWhenUnauthorized(error), { wrapper: atHome });
    expect(loginWithRedirect).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures to the screen’s error state', () => {
    const error: ApiError = { kind: 'network', route: 'user.site.list', message: 'offline' };
    renderHook(() => useSignInWhenUnauthorized(error), { wrapper: atHome });
    renderHook(() => useSignInWhenUnauthorized(undefined), { wrapper: atHome });
    expect(loginWithRedirect).not.toHaveBeenCalled();
  });
});
