import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from './AppHeader';

const logout = vi.fn(async () => undefined);

vi.mock('@auth0/auth0-react', () => ({
  useAuth0: () => ({ user: { email: 'sam@example.org' }, logout }),
}));

describe('app header', () => {
  it("shows the signed-in user's e-mail and signs out back to the app's own address", () => {
    render(
      <MemoryRouter>
        <AppHeader />
      </MemoryRouter>,
    );
    expect(screen.getByText('sam@example.org')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'WattWise' }).getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledWith({ logoutParams: { returnTo: window.location.origin } });
  });
});
