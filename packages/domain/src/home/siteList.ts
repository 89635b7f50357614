import type { Product, TrafficLight } from '../enums/registrationEnums';
import type { SiteSummaryLike } from '../site/siteRules';
import { looksLikeSiteId } from '../site/siteId';
import { compareTextIgnoringCase } from '../format/text';

/** Result of a home search: a site picked by id, and the sites to list. */
export interface SiteSearchResult<S> {
  selected: S | null;
  matches: S[];
}

/**
 * Home search (spec shell §5 "Site search"): a 36-character input equal to a siteId selects that
 * site directly; otherwise a case-insensitive substring match on building name. Blank lists all.
 */
export function searchSites<S extends SiteSummaryLike>(
  sites: readonly S[],
  query: string,
): SiteSearchResult<S> {
  const text = query.trim();
  if (looksLikeSiteId(text)) {
    const hit = sites.find((s) => s.siteId === text);
    if (hit) return { selected: hit, matches: [hit] };
  }
  const needle = text.toLowerCase();
  return {
    selected: null,
    matches: sites.filter((s) => s.buildingName.toLowerCase().includes(needle)),
  };
}

/** Home filters; an empty or missing list does not restrict (spec shell §2 "Home"). */
export interface SiteFilters {
  buildingTypes?: readonly string[];
  totalCost?: readonly TrafficLight[];
  energyUsage?: readonly TrafficLight[];
  carbon?: readonly TrafficLight[];
  productTypes?: readonly Product[];
}

function passes<T>(allowed: readonly T[] | undefined, value: T | null | undefined): boolean {
  return !allowed || allowed.length === 0 || (value != null && allowed.includes(value));
}

/** Applies every filter with AND (spec shell §5 "Filters combine with AND"). */
export function filterSites<S extends SiteSummaryLike>(
  sites: readonly S[],
  filters: SiteFilters,
): S[] {
  return sites.filter(
    (s) =>
      passes(filters.buildingTypes, s.buildingType) &&
      passes(filters.totalCost, s.energyCost) &&
      passes(filters.energyUsage, s.energyUsage) &&
      passes(filters.carbon, s.energyCarbon) &&
      passes(filters.productTypes, s.product),
  );
}

/** Home sort keys (spec shell §2 "Home"). */
export const SITE_SORT_KEYS = [
  'buildingName',
  'buildingType',
  'totalCost',
  'energyUsage',
  'carbon',
] as const;
export type SiteSortKey = (typeof SITE_SORT_KEYS)[number];
/** Sort directions: ascending, or descending as its reverse (spec shell §2 "Home"). */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Default home sort: energy usage, descending (spec shell §2 "Home"). */
export const DEFAULT_SITE_SORT = { key: 'energyUsage', direction: 'desc' } as const satisfies {
  key: SiteSortKey;
  direction: SortDirection;
};

/** Traffic-light sort weights LOW 0, OK 1, HIGH 2 (spec shell §2 "Home"). */
const TRAFFIC_LIGHT_WEIGHTS: Readonly<Record<TrafficLight, number>> = {
  LOW: 0,
  OK: 1,
  HIGH: 2,
};

function sortValue(site: SiteSummaryLike, key: SiteSortKey): string | number | null {
  switch (key) {
    case 'buildingName':
      return site.buildingName;
    case 'buildingType':
      return site.buildingType ?? null;
    case 'totalCost':
      return site.energyCost ? TRAFFIC_LIGHT_WEIGHTS[site.energyCost] : null;
    case 'energyUsage':
      return site.energyUsage ? TRAFFIC_LIGHT_WEIGHTS[site.energyUsage] : null;
    case 'carbon':
      return site.energyCarbon ? TRAFFIC_LIGHT_WEIGHTS[site.energyCarbon] : null;
  }
}

/**
 * Sorts sites (spec shell §2 "Home"): names and types alphabetically (case-insensitive),
 * traffic lights by weight; descending is the reverse order; sites missing the value sort last
 * in both directions. Stable, returns a new array.
 */
export function sortSites<S extends SiteSummaryLike>(
  sites: readonly S[],
  key: SiteSortKey = DEFAULT_SITE_SORT.key,
  direction: SortDirection = DEFAULT_SITE_SORT.direction,
): S[] {
  const factor = direction === 'desc' ? -1 : 1;
  return [...sites].sort((a, b) => {
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
    const order =
      typeof va === 'number' && typeof vb === 'number'
        ? va - vb
        : compareTextIgnoringCase(String(va), String(vb));
    return order * factor;
  });
}
