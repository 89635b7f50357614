import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAuth } from './AuthContext';
import { AuthProvider } from './AuthProvider';
import { RequireAuth } from './RequireAuth';

function SessionState() {
  const { isAuthenticated } = useAuth();
  return <p>{isAuthenticated ? 'Signed in' : 'Signed out'}</p>;
}

describe('the session the server reported', () => {
  it('shows a signed-in user’s page in the first render, with no sign-in check to wait for', () => {
    render(
      <MemoryRouter initialEntries={['/sites']}>
        <AuthProvider signedIn>
          <RequireAuth>
            <h1>Your sites</h1>
          </RequireAuth>
        </AuthProvider>
      </MemoryRouter>,
    );
    // Synchronously after the first render: no loading state in between.
    expect(screen.getByRole('heading', { name: 'Your sites' })).toBeTruthy();
    expect(screen.queryByText('Signing you in…')).toBeNull();
  });

  it('gives screens the server’s word, signed in or not', () => {
    const { unmount } = render(
      <AuthProvider signedIn={false}>
        <SessionState />
      </AuthProvider>,
    );
    expect(screen.getByText('Signed out')).toBeTruthy();
    unmount();
    render(
      <AuthProvider signedIn>
        <SessionState />
      </AuthProvider>,
    );
    expect(screen.getByText('Signed in')).toBeTruthy();
  });
});
