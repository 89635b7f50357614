/** Fabric measures: roof, walls, floor, glazing, doors, air-tightness. */
import {
  GLAZING,
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
  SINGLE_GLAZING,
  SOLID_WALL_UNINSULATED,
  UNINSULATED_WALL_U,
  glazingU,
} from './conditions';
import { priced } from './costBasis';
import { beis2017, COST_RATES, dwellingSegment } from './costTables';
import type { Measure } from './measureTypes';
import {
  firstReason,
  groundFloorIsTheirs,
  hasRoof,
  hasWindows,
  onlyIf,
  roofIsTheirs,
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

export const LOFT_INSULATION: Measure = {
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

export const CAVITY_WALL_INSULATION: Measure = {
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

export const INTERNAL_WALL_INSULATION: Measure = {
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

export const EXTERNAL_WALL_INSULATION: Measure = {
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

export const FLOOR_INSULATION: Measure = {
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

const GLAZING_MEASURES = ['DOUBLE_GLAZING', 'TRIPLE_GLAZING', 'SECONDARY_GLAZING'];
const glazingOffer = firstReason(
  hasWindows,
  onlyIf(
    (i) => glazingU(i) > GLAZING.double.u,
    'The windows are already double or triple glazed to today’s standard.',
  ),
  onlyIf(
    (i, ctx) => i.glazing === 'single' || !ctx.givenParameters.has('glazing'),
    'The windows are double glazed: replacing working double glazing saves too little for its cost.',
  ),
);

export const DOUBLE_GLAZING: Measure = {
  ...fabric,
  id: 'DOUBLE_GLAZING',
  title: 'Double glazing',
  description: 'Replace single glazing with modern double-glazed windows (U 2.0).',
  parameters: [],
  mutuallyExclusiveWith: GLAZING_MEASURES.filter((x) => x !== 'DOUBLE_GLAZING'),
  affectsAssetRating: true,
  lifetimeYears: 20,
  lifetimeSource: PCDF_LIFE,
  notOffered: glazingOffer,
  condition: SINGLE_GLAZING,
  apply: (i) => ({ ...i, glazing: 'double', infiltrationAch: i.infiltrationAch * 0.95 }),
  cost: (i, _p, ctx) =>
    i.domestic
      ? priced(beis2017('Double glazing (uPVC)', segment(ctx, i.floorAreaM2)))
      : priced(COST_RATES.DOUBLE_GLAZING.nonDomestic, i.windowAreaM2),
};

export const TRIPLE_GLAZING: Measure = {
  ...fabric,
  id: 'TRIPLE_GLAZING',
  title: 'Triple glazing',
  description: 'Replace single glazing with triple-glazed windows (U 1.8).',
  parameters: [],
  mutuallyExclusiveWith: GLAZING_MEASURES.filter((x) => x !== 'TRIPLE_GLAZING'),
  affectsAssetRating: true,
  lifetimeYears: 20,
  lifetimeSource: `${PCDF_LIFE} (double glazing row)`,
  notOffered: glazingOffer,
  condition: SINGLE_GLAZING,
  apply: (i) => ({ ...i, glazing: 'triple', infiltrationAch: i.infiltrationAch * 0.95 }),
  cost: (i, _p, ctx) =>
    i.domestic
      ? priced(
          beis2017('Double glazing (uPVC)', segment(ctx, i.floorAreaM2)),
          1,
          'triple glazing × 1.25 (assumption: no triple-glazing row in the sources)',
          1.25,
        )
      : priced(COST_RATES.TRIPLE_GLAZING.nonDomestic, i.windowAreaM2),
};

export const SECONDARY_GLAZING: Measure = {
  ...fabric,
  id: 'SECONDARY_GLAZING',
  title: 'Secondary glazing',
  description: 'Fit a second pane inside existing single-glazed windows (U 2.4).',
  parameters: [],
  mutuallyExclusiveWith: GLAZING_MEASURES.filter((x) => x !== 'SECONDARY_GLAZING'),
  affectsAssetRating: true,
  lifetimeYears: 20,
  lifetimeSource: PCDF_LIFE,
  notOffered: glazingOffer,
  condition: SINGLE_GLAZING,
  apply: (i) => ({ ...i, glazing: 'secondary' }),
  cost: (i) =>
    i.domestic
      ? priced(COST_RATES.SECONDARY_GLAZING.domestic)
      : priced(COST_RATES.SECONDARY_GLAZING.nonDomestic, i.windowAreaM2),
};

export const DRAUGHT_PROOFING: Measure = {
  ...fabric,
  id: 'DRAUGHT_PROOFING',
  title: 'Draught proofing',
  description: 'Seal gaps around windows, doors, floors and loft hatches.',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 10,
  lifetimeSource: PCDF_LIFE,
  notOffered: firstReason(
    onlyIf(
      (i) => !i.domestic || i.ageBand < 'K',
      'Homes built since 2007 were tested for air-tightness when built (Approved Document L1A 2006).',
    ),
    onlyIf(
      (i) => i.infiltrationAch > 0.5,
      'Air leakage is already low (0.5 air changes an hour or less).',
    ),
  ),
  // Infiltration −20 % (assumption).
  apply: (i) => ({ ...i, infiltrationAch: i.infiltrationAch * 0.8 }),
  cost: (i) =>
    i.domestic
      ? priced(COST_RATES.DRAUGHT_PROOFING.domestic)
      : priced(COST_RATES.DRAUGHT_PROOFING.nonDomestic, i.floorAreaM2),
};

export const INSULATED_DOORS: Measure = {
  ...fabric,
  id: 'INSULATED_DOORS',
  title: 'Insulated doors',
  description: 'Replace external doors with insulated doors (U 1.4).',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 30,
  lifetimeSource: PCDF_LIFE,
  notOffered: onlyIf(
    (i) => i.doorU > 2 && i.doorCount > 0,
    'The external doors are already insulated, or there are none to the outside.',
  ),
  apply: (i) => ({ ...i, doorU: 1.4 }),
  cost: (i) => {
    const rates = COST_RATES.INSULATED_DOORS;
    return priced(i.domestic ? rates.domestic : rates.nonDomestic, i.doorCount);
  },
};

export const FABRIC_MEASURES = [
  LOFT_INSULATION,
  CAVITY_WALL_INSULATION,
  INTERNAL_WALL_INSULATION,
  EXTERNAL_WALL_INSULATION,
  FLOOR_INSULATION,
  DOUBLE_GLAZING,
  TRIPLE_GLAZING,
  SECONDARY_GLAZING,
  DRAUGHT_PROOFING,
  INSULATED_DOORS,
] as const;
