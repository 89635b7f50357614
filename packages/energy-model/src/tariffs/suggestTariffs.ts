/**
 * Tariff costing and suggestions (analysis spec §3 "Tariff data", §9: unit cost p/kWh, savings
 * and total per year in GBP). A consumption profile is costed on each tariff (unit rates,
 * standing charges, day/night split where given) and tariffs cheaper than the current one are
 * suggested, cheapest first.
 */
import { EnergyModelInputError, requireFinite } from '../errors';

type TariffFuelType = 'DUAL' | 'ELECTRICITY' | 'GAS';

export interface Tariff {
  supplierName: string;
  name: string;
  fuelType: TariffFuelType;
  term: string;
  /** Electricity unit rate, p/kWh (the day rate on a day/night tariff). */
  elecUnitRate?: number;
  /** Night unit rate, p/kWh, for day/night tariffs. */
  elecNightRate?: number;
  /** p/day */
  elecStandingCharge?: number;
  gasUnitRate?: number;
  gasStandingCharge?: number;
  detailsLink?: string;
}

export interface ConsumptionProfile {
  electricityKwh: number;
  gasKwh: number;
  /** Share of electricity used at night (00:30–07:30 Economy 7 window); default 0.3 (assumption). */
  electricityNightFraction?: number;
  days?: number;
}

interface TariffSuggestion {
  supplierName: string;
  name: string;
  fuelType: TariffFuelType;
  term: string;
  headlineElecRate: number | null;
  headlineGasRate: number | null;
  /** £ per year saved against the current tariff. */
  savings: number;
  /** £ per year on this tariff. */
  total: number;
  detailsLink: string | null;
}

export interface TariffSuggestions {
  currentTotal: number;
  suggestions: TariffSuggestion[];
  /** True when no tariff beats the current one (the spec's "no improved tariffs" case). */
  noImprovedTariffs: boolean;
}

const DEFAULT_NIGHT_FRACTION = 0.3;

/** Annual £ for the electricity part of a tariff, or null if the tariff has none. */
function electricityCost(t: Tariff, p: ConsumptionProfile): number | null {
  if (t.fuelType === 'GAS' || t.elecUnitRate === undefined) return null;
  const days = p.days ?? 365;
  const nf =
    t.elecNightRate !== undefined ? (p.electricityNightFraction ?? DEFAULT_NIGHT_FRACTION) : 0;
  const pence =
    p.electricityKwh * ((1 - nf) * t.elecUnitRate + nf * (t.elecNightRate ?? t.elecUnitRate)) +
    (t.elecStandingCharge ?? 0) * days;
  return pence / 100;
}

function gasCost(t: Tariff, p: ConsumptionProfile): number | null {
  if (t.fuelType === 'ELECTRICITY' || t.gasUnitRate === undefined) return null;
  const days = p.days ?? 365;
  if (p.gasKwh <= 0) return 0;
  return (p.gasKwh * t.gasUnitRate + (t.gasStandingCharge ?? 0) * days) / 100;
}

/** Annual cost of a profile on a tariff, with the missing fuel costed on `fallback`. */
export function costOnTariff(t: Tariff, p: ConsumptionProfile, fallback?: Tariff): number {
  const e = electricityCost(t, p) ?? (fallback ? electricityCost(fallback, p) : null) ?? 0;
  const g = gasCost(t, p) ?? (fallback ? gasCost(fallback, p) : null) ?? 0;
  return e + g;
}

function validateTariff(t: Tariff, field: string): void {
  for (const k of [
    'elecUnitRate',
    'elecNightRate',
    'elecStandingCharge',
    'gasUnitRate',
    'gasStandingCharge',
  ] as const) {
    if (t[k] !== undefined) requireFinite(`${field}.${k}`, t[k], 0, 10_000);
  }
  if (!['DUAL', 'ELECTRICITY', 'GAS'].includes(t.fuelType))
    throw new EnergyModelInputError(`${field}.fuelType`, 'must be DUAL, ELECTRICITY or GAS');
}

export function suggestTariffs(
  profile: ConsumptionProfile,
  current: Tariff,
  tariffs: readonly Tariff[],
): TariffSuggestions {
  requireFinite('profile.electricityKwh', profile.electricityKwh, 0);
  requireFinite('profile.gasKwh', profile.gasKwh, 0);
  if (profile.electricityNightFraction !== undefined)
    requireFinite('profile.electricityNightFraction', profile.electricityNightFraction, 0, 1);
  validateTariff(current, 'current');
  tariffs.forEach((t, i) => validateTariff(t, `tariffs[${i}]`));
  const currentTotal = costOnTariff(current, profile);
  const suggestions = tariffs
    .filter((t) => !(t.fuelType === 'GAS' && profile.gasKwh <= 0))
    .map((t) => {
      const total = costOnTariff(t, profile, current);
      return {
        supplierName: t.supplierName,
        name: t.name,
        fuelType: t.fuelType,
        term: t.term,
        headlineElecRate: t.elecUnitRate ?? null,
        headlineGasRate: t.gasUnitRate ?? null,
        savings: currentTotal - total,
        total,
        detailsLink: t.detailsLink ?? null,
      };
    })
    .filter((s) => s.savings > 0.005)
    .sort((a, b) => a.total - b.total);
  return { currentTotal, suggestions, noImprovedTariffs: suggestions.length === 0 };
}

/** Share of consumption in the Economy 7 night window (00:30–07:30 wall clock) from interval readings. */
export function nightFraction(readings: readonly { wallMs: number; kwh: number }[]): number {
  let night = 0;
  let all = 0;
  for (const r of readings) {
    const minutes = Math.floor((r.wallMs % 86_400_000) / 60_000);
    if (minutes >= 30 && minutes < 450) night += r.kwh;
    all += r.kwh;
  }
  return all > 0 ? night / all : DEFAULT_NIGHT_FRACTION;
}
