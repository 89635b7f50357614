/**
 * Meter quantities to kWh. Electricity meters read kWh; a gas meter reads a volume, which the
 * UK's billing formula turns into energy.
 */

export type EnergyUnit =
  'kWh' | 'Wh' | 'MWh' | 'MJ' | 'GJ' | 'kBtu' | 'therm' | 'm3' | 'ft3' | 'hcf' | 'kcf';

/**
 * The volume conversion factor UK suppliers apply to a gas meter's cubic metres: it corrects the
 * metered volume to standard temperature and pressure (The Gas (Calculation of Thermal Energy)
 * Regulations 1996, SI 1996/439, as amended 1997; the figure printed on suppliers' bills).
 */
const GAS_VOLUME_CORRECTION = 1.02264;
/**
 * Calorific value of the gas, MJ per cubic metre, when the bill's own figure is not given: a
 * typical GB value (National Gas publishes the daily figures by area, about 38.5–40.5 MJ/m³).
 */
export const DEFAULT_GAS_CALORIFIC_VALUE_MJ_PER_M3 = 39.5;
/** MJ in one kWh (3.6 MJ, exact). SI 1996/439 reg. 3 divides MJ by 3.6 to give kWh. */
const MJ_PER_KWH = 3.6;
/**
 * Cubic metres in one unit of an imperial gas meter (a hundred cubic feet): suppliers' formula
 * multiplies by 2.83 (100 × 0.3048³ = 2.8317 m³, rounded as on bills).
 */
const CUBIC_METRES_PER_HUNDRED_CUBIC_FEET = 2.83;
/** kWh in one therm (105.505585257 MJ, the UK therm: Units of Measurement Regulations 1995). */
const KWH_PER_THERM = 105.505585257 / MJ_PER_KWH;
/** kWh in 1,000 British thermal units (1 Btu = 1,055.05585262 J, the International Table Btu). */
const KWH_PER_KBTU = 1.05505585262 / MJ_PER_KWH;

/** kWh of gas in `cubicMetres`: m³ × 1.02264 × CV ÷ 3.6 (SI 1996/439). */
export function gasKwhFromCubicMetres(
  cubicMetres: number,
  calorificValueMjPerM3 = DEFAULT_GAS_CALORIFIC_VALUE_MJ_PER_M3,
): number {
  return (cubicMetres * GAS_VOLUME_CORRECTION * calorificValueMjPerM3) / MJ_PER_KWH;
}

/** kWh in one unit of `unit` (gas volumes at the given calorific value). */
export function kwhPerUnit(
  unit: EnergyUnit,
  calorificValueMjPerM3 = DEFAULT_GAS_CALORIFIC_VALUE_MJ_PER_M3,
): number {
  const gas = (m3: number) => gasKwhFromCubicMetres(m3, calorificValueMjPerM3);
  switch (unit) {
    case 'kWh':
      return 1;
    case 'Wh':
      return 1e-3;
    case 'MWh':
      return 1e3;
    case 'MJ':
      return 1 / MJ_PER_KWH;
    case 'GJ':
      return 1e3 / MJ_PER_KWH;
    case 'kBtu':
      return KWH_PER_KBTU;
    case 'therm':
      return KWH_PER_THERM;
    case 'm3':
      return gas(1);
    case 'hcf':
      return gas(CUBIC_METRES_PER_HUNDRED_CUBIC_FEET);
    case 'ft3':
      return gas(CUBIC_METRES_PER_HUNDRED_CUBIC_FEET / 100);
    case 'kcf':
      return gas(CUBIC_METRES_PER_HUNDRED_CUBIC_FEET * 10);
  }
}

/** True for the units a gas meter reads by volume. */
export function isGasVolume(unit: EnergyUnit): boolean {
  return unit === 'm3' || unit === 'ft3' || unit === 'hcf' || unit === 'kcf';
}

/**
 * The unit a header or a units cell names ("Consumption (kWh)", "energyConsumption (m3)",
 * Portfolio Manager's "cf (cubic feet)", "ccf (hundred cubic feet)", "kBtu (thousand Btu)"), or
 * null when it names none.
 */
export function unitFromText(text: string): EnergyUnit | null {
  const t = text.toLowerCase();
  if (/\bmwh\b/.test(t)) return 'MWh';
  if (/\bkwh\b|kilowatt/.test(t)) return 'kWh';
  if (/\bwh\b/.test(t)) return 'Wh';
  if (/m³|\bm3\b|cubic met/.test(t)) return 'm3';
  if (/\bkcf\b|thousand cubic feet/.test(t)) return 'kcf';
  if (/\bc?cf\b.*hundred|\bccf\b|\bhcf\b|hundred cubic feet/.test(t)) return 'hcf';
  if (/\bcf\b|ft³|\bft3\b|cubic f(ee|oo)t/.test(t)) return 'ft3';
  if (/therm/.test(t)) return 'therm';
  if (/kbtu/.test(t)) return 'kBtu';
  if (/\bgj\b/.test(t)) return 'GJ';
  if (/\bmj\b/.test(t)) return 'MJ';
  return null;
}

/** How a file's quantities were turned into kWh, in words a user can check against a bill. */
export function conversionNote(unit: EnergyUnit, calorificValueMjPerM3: number): string | null {
  if (unit === 'kWh') return null;
  if (!isGasVolume(unit)) return `1 ${unit} = ${round(kwhPerUnit(unit), 6)} kWh`;
  const toM3 =
    unit === 'm3'
      ? ''
      : unit === 'hcf'
        ? '× 2.83 (hundreds of cubic feet to m³) '
        : unit === 'ft3'
          ? '× 0.0283 (cubic feet to m³) '
          : '× 28.3 (thousands of cubic feet to m³) ';
  return `kWh = ${unit === 'm3' ? 'm³' : unit} ${toM3}× ${GAS_VOLUME_CORRECTION} (volume correction) × ${calorificValueMjPerM3} MJ/m³ (calorific value) ÷ ${MJ_PER_KWH} (Gas (Calculation of Thermal Energy) Regulations 1996)`;
}

const round = (x: number, digits: number) => Number(x.toPrecision(digits));
