import { LOCALE } from '../format/locale';
import { homeMessages } from '../messages/shellMessages';

/** '1 site', '1,000 sites'. */
function counted(n: number, noun: string): string {
  return `${n.toLocaleString(LOCALE)} ${noun}${n === 1 ? '' : 's'}`;
}

/** Words of the estate page that the screen, its tests and its downloads share. */
export const estateMessages = {
  title: homeMessages.estate,
  loading: 'Loading your estate…',
  error: 'Your estate could not be loaded.',
  empty: 'You have no sites yet. Register a building to see your estate here.',
  noMatch: 'No site matches these filters.',
  lastYear: 'Last 12 months',
  yearBefore: 'The 12 months before',
  versus: 'vs the 12 months before',
  /** When no site was measured in both years, no change is given: modelled months never differ. */
  noMeasuredYear: 'No measured year to compare yet: the figures are modelled.',
  measuredBasis: (sites: number) =>
    `The change counts only the meter readings of ${counted(sites, 'site')} read in both years; the totals include the model's typical months for the rest.`,
  /** The estate's size and date: '1,000 sites, 1,012 buildings, as of 2026-12-06.' */
  size: (sites: number, buildings: number, asOf: string) =>
    `${counted(sites, 'site')}, ${counted(buildings, 'building')}, as of ${asOf}.`,
  readingsDownload: 'Download every reading (CSV)',
  /** The estate's other exports, a site's own export's tables for every site (issue 38). */
  tableDownloads: {
    series: 'Download model series (CSV)',
    plan: 'Download plans (CSV)',
    kpis: 'Download KPIs (CSV)',
  },
  showMore: (more: number, total: number) => `Show ${more} more of ${total.toLocaleString(LOCALE)}`,
  letFailed: 'Whether the building is let could not be saved.',
  downloadFailed: 'The download failed. Please try again.',
} as const;
