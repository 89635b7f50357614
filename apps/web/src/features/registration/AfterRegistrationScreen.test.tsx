import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterRegistration, MODEL_POLL_INTERVAL_MS } from './AfterRegistrationScreen';
import { fakeServer, newSiteId, renderRoute } from './registrationTestKit';

const eventsPath = `GET /api/events/${newSiteId}`;
const event = (status: string) => ({
  name: 'Energy model',
  description: 'Modelling the building',
  type: 'ENERGY_MODEL',
  status,
  openDate: '2026-11-23T13:00:00Z',
});

afterEach(() => vi.useRealTimers());

describe('after registration', { timeout: 30_000 }, () => {
  it('shows the rotating loading messages while the model runs, then goes to the site', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer();
    server.answers[eventsPath] = { body: [event('RUNNING')] };
    renderRoute(
      <AfterRegistration />,
      '/predict/:siteId/afterregistration',
      `/predict/${newSiteId}/afterregistration`,
      server,
    );
    expect(screen.getByText('Connecting to your energy meter...')).toBeTruthy();
    const polls = () => server.requests.filter((r) => r.path === `/api/events/${newSiteId}`);
    // The first poll goes out once the client has its route schemas (loaded on the first call).
    await waitFor(() => expect(polls().length).toBeGreaterThanOrEqual(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.getByText('Inferring your annual usage with AI...')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();

    server.answers[eventsPath] = { body: [event('COMPLETE')] };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MODEL_POLL_INTERVAL_MS + 100);
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/predict/${newSiteId}`),
    );
    expect(polls().length).toBeGreaterThanOrEqual(2);
  });
});
