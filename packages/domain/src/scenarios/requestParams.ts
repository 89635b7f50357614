import { textComparator } from '../format/text';

/**
 * Query parameter of selected scenarios: ids joined by semicolons (spec analysis §7.1
 * "selectedScenarios= (semicolon separated)").
 */
export function selectedScenariosParam(ids: readonly string[]): string {
  return ids.join(';');
}

/**
 * Intervention date in the short en-CA form, YYYY-MM-DD (spec analysis §7.3), of the calendar day
 * in the given time zone (default Europe/London, the product's market).
 */
export function interventionDateParam(date: Date, timeZone = 'Europe/London'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** A tariff date given as [year, month, day] (spec analysis §3 "Tariff data") as a UTC date. */
export function tariffDate(parts: readonly [number, number, number]): Date {
  const [year, month, day] = parts;
  return new Date(Date.UTC(year, month - 1, day));
}

/** Titles in natural number order ('Schedule 2' before 'Schedule 10'), case kept apart. */
const compareTitles = textComparator({ numeric: true });

/** Sorts schedules by title for their tabs (spec analysis §2.9 "Tabs per schedule, sorted by title"). */
export function sortByTitle<T extends { title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareTitles(a.title, b.title));
}

/** Timeline entries filtered by location; a blank location keeps all (spec analysis §4.3). */
export function filterTimelineByLocation<
  E extends { scenarios: readonly { location?: string | null }[] },
>(entries: readonly E[], location: string | null): E[] {
  if (!location) return [...entries];
  return entries
    .map((e) => ({ ...e, scenarios: e.scenarios.filter((s) => s.location === location) }))
    .filter((e) => e.scenarios.length > 0);
}
