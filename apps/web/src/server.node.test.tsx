// @vitest-environment node
// The server's render in Node, as apps/server runs it: one process renders every user's pages.
import { describe, expect, it } from 'vitest';
import { developmentConfig } from './platform/config/runtimeConfig';
import { renderedFirstScreen } from './testing/renderedFirstScreen';
import { siteSummary } from './testing/siteSummary';

const signedIn = { ...developmentConfig, signedIn: true };

/** The API as one user's session answers it: that user's sites. */
function apiOf(names: string[]) {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.startsWith('/api/user/site/list')
      ? names.map((buildingName, n) => siteSummary(n, { buildingName }))
      : { OFFICE: 'Office' };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
}

describe("the server's render in Node", { timeout: 30_000 }, () => {
  it("never shows one user's answers in another's page, whatever the order", async () => {
    expect(typeof window).toBe('undefined'); // as on the server: SWR and React take their server paths
    const first = await renderedFirstScreen({
      url: '/',
      config: signedIn,
      fetch: apiOf(['Owner House']),
    });
    const second = await renderedFirstScreen({ url: '/', config: signedIn, fetch: apiOf([]) });
    const third = await renderedFirstScreen({
      url: '/',
      config: signedIn,
      fetch: apiOf(['Other House']),
    });

    expect(first?.html).toContain('Owner House');
    expect(second?.html).not.toContain('Owner House');
    expect(second?.html).toContain('You have no sites, yet.');
    expect(third?.html).toContain('Other House');
    expect(third?.html).not.toContain('Owner House');
    expect(`${second?.answersElement}${third?.answersElement}`).not.toContain('Owner House');
  });
});
