import { describe, expect, it } from 'vitest';
import {
  building,
  buildingId,
  diagnoseApi,
  cleanUpTakeOvers,
  renderAndTakeOver,
} from './testing/diagnoseFirstScreen';
import { isHydrated } from './testing/renderedFirstScreen';

// A file of its own: SWR records, module-wide, the first value each key had, and the server's
// render reads that record (vitest.config.ts), so the site list must be this file's own.

cleanUpTakeOvers();

describe(
  "the server's render of a diagnose and the browser's recent sites",
  { timeout: 30_000 },
  () => {
    it('is taken over as it is when the browser remembers other sites as more recent', async () => {
      // The server knows nothing of the browser's recent sites: its switcher lists the sites in the
      // server's order, and the browser must take that over before it reorders them.
      const others = [
        '00000000-0000-4000-8000-000000000002',
        '00000000-0000-4000-8000-000000000003',
      ];
      const { root, rating, mismatches } = await renderAndTakeOver(
        diagnoseApi([building(buildingId, 'Main Building')], others),
        () => window.localStorage.setItem('wattwise.recentSites', JSON.stringify(others.reverse())),
        // The switcher's options (its hidden select), which hydrate with the sidebar.
        (root) =>
          [...root.querySelectorAll('option')].find((o) => o.textContent === 'Other Site 1'),
      );

      expect(mismatches).toEqual([]);
      expect(isHydrated(rating)).toBe(true);
      expect(root.contains(rating ?? null)).toBe(true);
    });
  },
);
