/**
 * Homes. CIBSE TM46 has no category for dwellings, so under CIBSE a home is compared with the
 * closest published figure for a home like it: DESNZ NEED 2024 medians for its property type, with
 * gas scaled to its floor area and build period where NEED publishes gas per m² (houses). The UK
 * national average compares every metric with its own national figure: NEED 2024 medians over
 * all dwellings, per home.
 *
 * Homes heated by electricity are compared with Ofgem's typical Economy 7 home (NEED's electricity
 * medians are mostly of homes heated by gas). NEED has no oil, LPG or solid-fuel figures: a home
 * heated by another fuel is compared with the gas a home like it burns for the same heat
 * (assumption: boilers of similar efficiency).
 */
import { DEFAULT_YEAR_OF_CONSTRUCTION } from '../building/facts';
import type { Fuel } from '../building/enums';
import type { PreparedBuilding } from '../model/prepareBuilding';
import {
  NEED_2024_ALL_DWELLINGS,
  NEED_2024_GAS_PER_M2_HOUSES,
  NEED_2024_GAS_PER_M2_SOURCE,
  NEED_2024_MEDIAN_ELECTRICITY_KWH,
  NEED_2024_MEDIAN_GAS_KWH,
  NEED_2024_SOURCE_ELECTRICITY,
  NEED_2024_SOURCE_GAS,
  NEED_PROPERTY_TYPE,
  OFGEM_TDCV_ECONOMY_7_MEDIUM,
} from '../data/homeBenchmarks';
import { FUEL_WORDS, noFuels, whole, type FuelComparator } from './comparator';
import type { MetricText } from './metric';

/** How a scheme compares homes. */
export type HomeComparison = 'TYPE_AND_SIZE' | 'NATIONAL_MEDIAN';

interface HeatFigure {
  kwh: number;
  text: MetricText;
  /** The NEED build period the figure is for (houses under CIBSE). */
  period?: string;
}

/** The gas a home like this burns a year, by type and size (CIBSE) or over all homes (national). */
function heatFigure(p: PreparedBuilding, how: HomeComparison): HeatFigure {
  if (how === 'NATIONAL_MEDIAN') {
    const all = NEED_2024_ALL_DWELLINGS.gas;
    return {
      kwh: all.value,
      text: {
        basis: `NEED 2024 median gas of homes in England and Wales: ${whole(all.value)} kWh a year`,
        source: all.source,
      },
    };
  }
  const type = NEED_PROPERTY_TYPE[p.type.key]!;
  if (p.type.key === 'FLAT') {
    const kwh = NEED_2024_MEDIAN_GAS_KWH.FLAT!;
    return {
      kwh,
      text: {
        basis: `NEED 2024 median gas of ${type}: ${whole(kwh)} kWh a year (NEED gives no gas per m² for flats, so it is not scaled to this flat's size)`,
        source: NEED_2024_SOURCE_GAS,
      },
    };
  }
  const year = p.facts.yearOfConstruction ?? DEFAULT_YEAR_OF_CONSTRUCTION;
  let row = NEED_2024_GAS_PER_M2_HOUSES[0]!;
  for (const r of NEED_2024_GAS_PER_M2_HOUSES) if (year >= r[0]) row = r;
  const area = p.inputs.floorAreaM2;
  const kwh = row[2] * area;
  return {
    kwh,
    period: row[1],
    text: {
      basis: `NEED 2024 median gas of houses built ${row[1]}: ${row[2]} kWh per m² a year, for ${whole(area)} m² = ${whole(kwh)} kWh`,
      source: NEED_2024_GAS_PER_M2_SOURCE,
    },
  };
}

function electricityFigure(p: PreparedBuilding, how: HomeComparison): Omit<HeatFigure, 'period'> {
  if (how === 'NATIONAL_MEDIAN') {
    const all = NEED_2024_ALL_DWELLINGS.electricity;
    return {
      kwh: all.value,
      text: {
        basis: `NEED 2024 median electricity of homes in England and Wales: ${whole(all.value)} kWh a year`,
        source: all.source,
      },
    };
  }
  const kwh = NEED_2024_MEDIAN_ELECTRICITY_KWH[p.type.key]!;
  return {
    kwh,
    text: {
      basis: `NEED 2024 median electricity of ${NEED_PROPERTY_TYPE[p.type.key]}: ${whole(kwh)} kWh a year`,
      source: NEED_2024_SOURCE_ELECTRICITY,
    },
  };
}

/** The home's comparison: electricity, and the heat in the fuel it heats with. */
export function homeComparator(p: PreparedBuilding, how: HomeComparison): FuelComparator {
  const byFuel = noFuels();
  const text: FuelComparator['text'] = {};
  const noFigure: FuelComparator['noFigure'] = {};
  const heatingFuel: Fuel = p.inputs.heating.fuel;
  let period: string | undefined;
  if (heatingFuel === 'electricity') {
    const e7 = OFGEM_TDCV_ECONOMY_7_MEDIUM;
    byFuel.electricity = e7.value;
    text.electricity = {
      basis: `Ofgem's typical electricity for a home heated on Economy 7 (medium): ${whole(e7.value)} kWh a year`,
      source: e7.source,
    };
    noFigure.gas =
      "This home is heated by electricity; Ofgem's typical figure for such homes is all electricity, so its gas is not compared (it counts in cost and carbon).";
  } else {
    const elec = electricityFigure(p, how);
    byFuel.electricity = elec.kwh;
    text.electricity = elec.text;
    const heat = heatFigure(p, how);
    period = heat.period;
    byFuel[heatingFuel] = heat.kwh;
    text[heatingFuel] =
      heatingFuel === 'gas'
        ? heat.text
        : {
            basis: `${heat.text.basis}, standing for ${FUEL_WORDS[heatingFuel]} (NEED gives figures for gas only; the same heat from a boiler of similar efficiency)`,
            source: heat.text.source,
          };
    if (heatingFuel !== 'gas')
      noFigure.gas = `This home is heated by ${FUEL_WORDS[heatingFuel]}; its heat is compared under ${FUEL_WORDS[heatingFuel]}, so gas for cooking is not compared on its own (it counts in cost and carbon).`;
  }
  const summary = summaryOf(p, how, period);
  return {
    byFuel,
    text,
    noFigure,
    summary,
    label:
      heatingFuel === 'electricity'
        ? "Ofgem's typical home heated on Economy 7"
        : how === 'NATIONAL_MEDIAN'
          ? 'the median home in England and Wales (NEED 2024)'
          : 'the NEED 2024 median for homes like this',
    source: [...new Set(Object.values(text).map((t) => t.source))].join('; '),
  };
}

/** One sentence for the tab: what the home is compared with. */
function summaryOf(p: PreparedBuilding, how: HomeComparison, period?: string): string {
  const heatingFuel = p.inputs.heating.fuel;
  const lead =
    how === 'NATIONAL_MEDIAN'
      ? 'For the national average'
      : 'CIBSE TM46 has no category for homes, so';
  if (heatingFuel === 'electricity')
    return `${lead}${how === 'NATIONAL_MEDIAN' ? ',' : ''} this home, heated by electricity, is compared with Ofgem's typical electricity for a home heated on Economy 7 (${whole(OFGEM_TDCV_ECONOMY_7_MEDIUM.value)} kWh a year).`;
  const standing = heatingFuel === 'gas' ? '' : `, standing for its ${FUEL_WORDS[heatingFuel]}`;
  if (how === 'NATIONAL_MEDIAN')
    return `For the national average, each fuel is compared with its own national figure, the NEED 2024 medians over all homes in England and Wales (electricity ${whole(NEED_2024_ALL_DWELLINGS.electricity.value)} kWh, gas ${whole(NEED_2024_ALL_DWELLINGS.gas.value)} kWh a year${standing}), and cost and carbon are worked out from them.`;
  const type = NEED_PROPERTY_TYPE[p.type.key]!;
  if (p.type.key === 'FLAT')
    return `${lead} this home is compared with the NEED 2024 medians of ${type}: electricity and gas${standing}.`;
  return `${lead} this home is compared with NEED 2024 medians for homes like it: the electricity of ${type} and the gas per m² of houses built ${period ?? ''}, for its ${whole(p.inputs.floorAreaM2)} m²${standing}.`;
}
