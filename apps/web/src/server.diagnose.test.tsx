import { diagnoseMessages, shellMessages } from '@wattwise/domain';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderFirstScreen } from './server';
import {
  building,
  buildingId,
  buildingPath,
  diagnoseApi,
  cleanUpTakeOvers,
  renderAndTakeOver,
  signedIn,
  siteId,
} from './testing/diagnoseFirstScreen';
import { isHydrated, renderedFirstScreen, shownText } from './testing/renderedFirstScreen';

cleanUpTakeOvers();

describe("the server's render of a Predict diagnose", { timeout: 30_000 }, () => {
  it("sends a one-building site's diagnose on to its building's, keeping the query", async () => {
    const api = diagnoseApi([building(buildingId, 'Main Building')]);
    const result = await renderFirstScreen({
      url: `/predict/${siteId}/diagnose?from=home`,
      config: signedIn,
      fetch: api.fetch,
    });
    expect(result).toEqual({ redirect: `${buildingPath}?from=home` });
  });

  it('renders the site diagnose of a site with more buildings', async () => {
    const api = diagnoseApi([building(buildingId, 'Main Building'), building('b-2', 'Annexe')]);
    const screen = await renderedFirstScreen({
      url: `/predict/${siteId}/diagnose`,
      config: signedIn,
      fetch: api.fetch,
    });
    expect(screen?.html).toContain('Site diagnose');
    expect(screen?.html).toContain('EPC Band D');
  });

  it("renders a building's diagnose whole, its charts included, from the six first calls", async () => {
    const api = diagnoseApi([building(buildingId, 'Main Building')]);
    const screen = await renderedFirstScreen({
      url: buildingPath,
      config: signedIn,
      fetch: api.fetch,
    });
    expect(api.asked.map((url) => url.split('?')[0]).sort()).toEqual(
      [
        `/api/spatialstructure/${siteId}`,
        '/api/user/site/stubs',
        `/api/user/site/logo/${siteId}`,
        '/api/diagnose/schemes',
        `/api/predict/diagnose/${siteId}/${buildingId}`,
        `/api/tariffs/${siteId}/${buildingId}/`,
      ].sort(),
    );
    expect(screen?.html).toContain('Building diagnose');
    expect(screen?.html).toContain(diagnoseMessages.yourRating);
    expect(screen?.html).toContain('EPC Band D');
    expect(screen?.html).toContain('Annual energy cost');
    // No part left for the browser: the lazily loaded charts are drawn too.
    expect(screen?.html).not.toContain('<!--$!-->');
    expect(screen?.html).toContain('<svg');
  });

  it('leaves the building parameters (editing=true) to the browser', async () => {
    const api = diagnoseApi([building(buildingId, 'Main Building')]);
    expect(
      await renderFirstScreen({
        url: `${buildingPath}?editing=true`,
        config: signedIn,
        fetch: api.fetch,
      }),
    ).toBeNull();
    expect(api.asked).toEqual([]);
  });

  it("is taken over by the browser's first render as it is: no mismatch, nothing changed", async () => {
    const { root, rating, serverText, mismatches } = await renderAndTakeOver(
      diagnoseApi([building(buildingId, 'Main Building')]),
    );

    expect(mismatches).toEqual([]);
    expect(isHydrated(rating)).toBe(true);
    expect(root.contains(rating ?? null)).toBe(true);
    expect(shownText(root)).toBe(serverText);
  });

  it('puts the absence of a logo into the page, so the browser asks nothing once it has taken over', async () => {
    const { browserAsked, mismatches } = await renderAndTakeOver(
      diagnoseApi([building(buildingId, 'Main Building')]),
    );
    // Let the calls of the mounted screen go out, if any would.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));

    expect(mismatches).toEqual([]);
    expect(browserAsked).toEqual([]);
  });

  it("leaves a site's logo image to the browser, which asks for it alone", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const api = diagnoseApi([building(buildingId, 'Main Building')], [], png);
    const screen = await renderedFirstScreen({
      url: buildingPath,
      config: signedIn,
      fetch: api.fetch,
    });
    expect(screen?.answersElement).not.toContain('/api/user/site/logo');

    const { browserAsked } = await renderAndTakeOver(api);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(browserAsked.map((url) => new URL(url, 'http://x').pathname)).toEqual([
      `/api/user/site/logo/${siteId}`,
    ]);
  });
});

describe('a page rendered for a phone', { timeout: 30_000 }, () => {
  it('leaves the hidden sidebar (site switcher, sections, tree) out, and says so on #root', async () => {
    const api = diagnoseApi([building(buildingId, 'Main Building')]);
    const phone = await renderedFirstScreen({
      url: buildingPath,
      config: signedIn,
      fetch: api.fetch,
      device: { uaMobile: '?1' },
    });
    const desktop = await renderedFirstScreen({
      url: buildingPath,
      config: signedIn,
      fetch: api.fetch,
      device: { uaMobile: '?0' },
    });

    expect(phone?.rootValue).toBe('phone');
    expect(phone?.html).toContain('EPC Band D');
    expect(phone?.html).not.toContain('aria-label="Sections"');
    expect(desktop?.rootValue).toBe('');
    expect(desktop?.html).toContain('aria-label="Sections"');
  });

  it("is taken over by the browser's first render as it is, the menu's button included", async () => {
    const { root, rating, serverText, mismatches } = await renderAndTakeOver(
      diagnoseApi([building(buildingId, 'Main Building')]),
      undefined,
      undefined,
      { uaMobile: '?1' },
    );

    expect(mismatches).toEqual([]);
    expect(isHydrated(rating)).toBe(true);
    expect(shownText(root)).toBe(serverText);
    expect(root.querySelector('[aria-label="Sections"]')).toBeNull();
    expect(root.querySelector(`button[aria-label="${shellMessages.openMenu}"]`)).not.toBeNull();
  });
});
