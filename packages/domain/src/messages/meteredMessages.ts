import { dateFormatter } from '../format/locale';

/** The date of 'Last 12 months up until {date}' as the overview shows it: 29 May 2018. */
const longDate = dateFormatter({ dateStyle: 'long', timeZone: 'Europe/London' });

/** A fuel's name in a sentence, from the engine's fuel key (districtHeat → district heat). */
export function fuelName(fuel: string): string {
  return fuel.replace(/([A-Z])/g, ' $1').toLowerCase();
}

function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The Actual tab's notices on a metered building (wording ours): where its figures come from, and
 * which fuels the model uses that no meter reads, so they are not in the Actual figures.
 */
export function meteredActualNotices(
  lastReading: Date,
  meteredFuels: readonly string[],
  unmeteredFuels: readonly string[],
): { metered: string; unmetered: string | null } {
  const fuels = listed(meteredFuels.map(fuelName));
  const others = listed(unmeteredFuels.map(fuelName));
  return {
    metered: `Actual figures are your meters' readings of ${fuels} over the last 12 months up until ${longDate(lastReading)}.`,
    unmetered:
      unmeteredFuels.length > 0
        ? `No meter reads the building's ${others}: it is not in the Actual figures (the Diagnose tab models it).`
        : null,
  };
}
