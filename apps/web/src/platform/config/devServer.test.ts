import { afterEach, describe, expect, it, vi } from 'vitest';
import { devServerConfig } from './devServer';
import { developmentConfig } from './runtimeConfig';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the runtime config under vite dev', () => {
  it('asks the server whether this browser is signed in, and comes back to this origin', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ signedIn: true }));
    vi.stubGlobal('fetch', fetchMock);
    const config = await devServerConfig(developmentConfig);
    expect(fetchMock).toHaveBeenCalledWith('/auth/session');
    expect(config.signedIn).toBe(true);
    expect(config.returnOrigin).toBe(window.location.origin);
  });

  it.each([
    ['the server is down', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the answer is an error', async () => new Response('no', { status: 502 })],
    ['the answer is not the boolean true', async () => Response.json({ signedIn: 'yes' })],
  ])('counts the browser signed out when %s', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(answer));
    expect((await devServerConfig(developmentConfig)).signedIn).toBe(false);
  });
});
