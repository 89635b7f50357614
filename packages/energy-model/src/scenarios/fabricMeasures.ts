/** Fabric measures: roof, walls and floor; the openings and air-tightness in openingMeasures.ts. */
import {
  WALL_U_AS_BUILT,
  WALL_U_FILLED_CAVITY,
  WALL_U_INSULATED_SOLID,
  bandIndex,
  roofUForLoftMm,
} from '../building/fabric';
import {
  CAVITY_EMPTY,
  LOFT_BELOW_150,
  LOFT_TOP_UP_BELOW_MM,
  SOLID_WALL_UNINSULATED,
  UNINSULATED_WALL_U,
} from './conditions';
import { priced } from './costBasis';
import { beis2017, COST_RATES, dwellingSegment } from './costTables';
import type { Measure } from './measureTypes';
import { OPENING_MEASURES } from './openingMeasures';
import {
  firstReason,
  floorOfGroundFloorFlat,
  groundFloorIsTheirs,
  hasRoof,
  onlyIf,
  roofIsTheirs,
  roofOfTopFloorFlat,
} from './offerRules';

const PCDF_LIFE = 'PCDF Table 181 column 9';
const segment = (ctx: { buildingType: string }, area: number) =>
  dwellingSegment(ctx.buildingType, area);
const fabric = { category: 'FABRIC', scenarioType: 'FABRIC', path: 'FABRIC' } as const;
/** Walls of an age built with some insulation (RdSAP 2012 Table S6: U 0.6 or better from 1983). */
const builtUninsulated = onlyIf(
  (i) => WALL_U_AS_BUILT[bandIndex(i.ageBand)]! > UNINSULATED_WALL_U,
  'Walls of this age were built with insulation (U-value 0.6 W/m²K or better): adding more saves little.',
);

const LOFT_INSULATION: Measure = {
  ...fabric,
  id: 'LOFT_INSULATION',
  title: 'Loft insulation',
  description: 'Top up insulation between and over the ceiling joists of the loft.',
  parameters: [
    {
      property: 'thicknessMm',
      label: 'Insulation thickness',
      type: 'NUMBER',
      optional: false,
      min: 100,
      max: 400,
      unit: 'mm',
      defaultValue: () => 270,
    },
  ],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 42,
  lifetimeSource: PCDF_LIFE,
  offeredBecause: roofOfTopFloorFlat,
  notOffered: firstReason(
    roofIsTheirs,
    hasRoof,
    onlyIf(
      (i) => i.loftInsulationMm < LOFT_TOP_UP_BELOW_MM,
      `The loft already has ${LOFT_TOP_UP_BELOW_MM} mm of insulation or more.`,
    ),
  ),
  condition: LOFT_BELOW_150,
  apply: (i, p) => {
    const mm = Math.max(i.loftInsulationMm, Number(p.thicknessMm ?? 270));
    return { ...i, loftInsulationMm: mm, roofU: Math.min(i.roofU, roofUForLoftMm(mm)) };
  },
  cost: (i, _p, ctx) =>
    i.domestic
      ? priced(beis2017('Loft insulation (joists)', segment(ctx, i.floorAreaM2)))
      : priced(COST_RATES.LOFT_INSULATION.nonDomestic, i.roofAreaM2),
};

const CAVITY_WALL_INSULATION: Measure = {
  ...fabric,
  id: 'CAVITY_WALL_INSULATION',
  title: 'Cavity wall insulation',
  description: 'Fill the empty cavity of the external walls with insulation.',
  parameters: [],
  mutuallyExclusiveWith: ['INTERNAL_WALL_INSULATION', 'EXTERNAL_WALL_INSULATION'],
  affectsAssetRating: true,
  lifetimeYears: 42,
  lifetimeSource: PCDF_LIFE,
  notOffered: firstReason(
    onlyIf(
      (i) => i.wallType === 'cavity',
      'The walls are not unfilled cavity walls (solid, or already filled in almost all homes like this).',
    ),
    builtUninsulated,
  ),
  condition: CAVITY_EMPTY,
  apply: (i) => ({
    ...i,
    wallType: 'filledCavity',
    wallU: Math.min(i.wallU, WALL_U_FILLED_CAVITY),
  }),
  cost: (i, _p, ctx) =>
    i.domestic
      ? priced(beis2017('Cavity wall insulation', segment(ctx, i.floorAreaM2)))
      : priced(COST_RATES.CAVITY_WALL_INSULATION.nonDomestic, i.wallAreaM2),
};

const solidWall = firstReason(
  onlyIf(
    (i) => i.wallType === 'solid',
    'The walls are not uninsulated solid walls (cavity walls take cavity fill).',
  ),
  builtUninsulated,
);

const INTERNAL_WALL_INSULATION: Measure = {
  ...fabric,
  id: 'INTERNAL_WALL_INSULATION',
  title: 'Internal wall insulation',
  description: 'Insulate solid external walls from the inside with insulated boards.',
  parameters: [],
  mutuallyExclusiveWith: ['EXTERNAL_WALL_INSULATION', 'CAVITY_WALL_INSULATION'],
  affectsAssetRating: true,
  lifetimeYears: 36,
  lifetimeSource: PCDF_LIFE,
  notOffered: solidWall,
  condition: SOLID_WALL_UNINSULATED,
  apply: (i) => ({ ...i, wallType: 'insulated', wallU: Math.min(i.wallU, WALL_U_INSULATED_SOLID) }),
  cost: (i, _p, ctx) =>
    i.domestic
      ? priced(beis2017('Internal wall insulation', segment(ctx, i.floorAreaM2)))
      : priced(COST_RATES.INTERNAL_WALL_INSULATION.nonDomestic, i.wallAreaM2),
};

const FINISHES = ['RENDER', 'BRICK_SLIP', 'CLADDING'] as const;
/** Relative cost of the finish (assumption: brick slips and timber cladding dearer than render). */
const FINISH_COST = { RENDER: 1, BRICK_SLIP: 1.3, CLADDING: 1.15 } as const;

const EXTERNAL_WALL_INSULATION: Measure = {
  ...fabric,
  id: 'EXTERNAL_WALL_INSULATION',
  title: 'External wall insulation',
  description:
    'Fix insulation to the outside of the walls and finish it with render, brick slips or cladding.',
  parameters: [
    {
      property: 'finish',
      label: 'External finish',
      type: 'ENUM',
      optional: true,
      possibleValues: FINISHES,
      displayValues: ['Render', 'Brick slips', 'Timber cladding'],
      defaultValue: () => 'RENDER',
    },
  ],
  mutuallyExclusiveWith: ['INTERNAL_WALL_INSULATION', 'CAVITY_WALL_INSULATION'],
  affectsAssetRating: true,
  lifetimeYears: 36,
  lifetimeSource: PCDF_LIFE,
  notOffered: solidWall,
  condition: SOLID_WALL_UNINSULATED,
  // External insulation also seals the wall surface: infiltration −10 % (assumption).
  apply: (i) => ({
    ...i,
    wallType: 'insulated',
    wallU: Math.min(i.wallU, WALL_U_INSULATED_SOLID),
    infiltrationAch: i.infiltrationAch * 0.9,
  }),
  cost: (i, p) => {
    const k = FINISH_COST[(p.finish as keyof typeof FINISH_COST) ?? 'RENDER'] ?? 1;
    const note = k === 1 ? '' : `finish × ${k} (assumption)`;
    const rates = COST_RATES.EXTERNAL_WALL_INSULATION;
    return i.domestic
      ? priced(rates.domestic, 1, note, k)
      : priced(rates.nonDomestic, i.wallAreaM2, note, k);
  },
};

const FLOOR_INSULATION: Measure = {
  ...fabric,
  id: 'FLOOR_INSULATION',
  title: 'Floor insulation',
  description:
    'Insulate the ground floor: between the joists of a suspended floor, or over a solid floor.',
  parameters: [
    {
      property: 'floorType',
      label: 'Floor construction',
      type: 'ENUM',
      optional: false,
      possibleValues: ['SUSPENDED', 'SOLID'],
      displayValues: ['Suspended timber floor', 'Solid floor'],
      defaultValue: (i) => (i.ageBand <= 'B' ? 'SUSPENDED' : 'SOLID'),
    },
  ],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 42,
  lifetimeSource: PCDF_LIFE,
  offeredBecause: floorOfGroundFloorFlat,
  notOffered: firstReason(
    groundFloorIsTheirs,
    onlyIf(
      (i) => !i.floorInsulated && i.groundFloorAreaM2 > 0 && i.floorU > 0.3,
      'The ground floor is already insulated (built after 2002) or there is none.',
    ),
  ),
  // Retrofit floor U-value 0.25 W/m²K (assumption, Approved Document L1B 2010 upgrade level).
  apply: (i) => ({ ...i, floorInsulated: true, floorU: Math.min(i.floorU, 0.25) }),
  cost: (i, p) => {
    const rates =
      p.floorType === 'SUSPENDED'
        ? COST_RATES.FLOOR_INSULATION_SUSPENDED
        : COST_RATES.FLOOR_INSULATION_SOLID;
    return i.domestic ? priced(rates.domestic) : priced(rates.nonDomestic, i.groundFloorAreaM2);
  },
};

export const FABRIC_MEASURES = [
  LOFT_INSULATION,
  CAVITY_WALL_INSULATION,
  INTERNAL_WALL_INSULATION,
  EXTERNAL_WALL_INSULATION,
  FLOOR_INSULATION,
  ...OPENING_MEASURES,
] as const;
