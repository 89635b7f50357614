/** Fabric measures: roof, walls, floor, glazing, doors, air-tightness. */
import {
  GLAZING,
  roofUForLoftMm,
  WALL_U_FILLED_CAVITY,
  WALL_U_INSULATED_SOLID,
} from '../building/fabric';
import { assumedCost, pcdfCost, TYPICAL_DWELLING } from './costBasis';
import type { Measure } from './measureTypes';

const PCDF_LIFE = 'PCDF Table 181 column 9';

export const LOFT_INSULATION: Measure = {
  id: 'LOFT_INSULATION',
  title: 'Loft insulation',
  description: 'Top up insulation between and over the ceiling joists of the loft.',
  category: 'FABRIC',
  scenarioType: 'FABRIC',
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
  applicable: (i) => i.roofAreaM2 > 0 && i.loftInsulationMm < 150,
  apply: (i, p) => {
    const mm = Math.max(i.loftInsulationMm, Number(p.thicknessMm ?? 270));
    return { ...i, loftInsulationMm: mm, roofU: Math.min(i.roofU, roofUForLoftMm(mm)) };
  },
  cost: (i) => pcdfCost(i, 100, 350, 'A', i.roofAreaM2, TYPICAL_DWELLING.loftM2),
};

export const CAVITY_WALL_INSULATION: Measure = {
  id: 'CAVITY_WALL_INSULATION',
  title: 'Cavity wall insulation',
  description: 'Fill the empty cavity of the external walls with insulation.',
  category: 'FABRIC',
  scenarioType: 'FABRIC',
  parameters: [],
  mutuallyExclusiveWith: ['INTERNAL_WALL_INSULATION', 'EXTERNAL_WALL_INSULATION'],
  affectsAssetRating: true,
  lifetimeYears: 42,
  lifetimeSource: PCDF_LIFE,
  applicable: (i) => i.wallType === 'cavity' && i.wallU > 0.6,
  apply: (i) => ({
    ...i,
    wallType: 'filledCavity',
    wallU: Math.min(i.wallU, WALL_U_FILLED_CAVITY),
  }),
  cost: (i) => pcdfCost(i, 500, 1500, 'B', i.wallAreaM2, TYPICAL_DWELLING.wallM2),
};

export const INTERNAL_WALL_INSULATION: Measure = {
  id: 'INTERNAL_WALL_INSULATION',
  title: 'Internal wall insulation',
  description: 'Insulate solid external walls from the inside with insulated boards.',
  category: 'FABRIC',
  scenarioType: 'FABRIC',
  parameters: [],
  mutuallyExclusiveWith: ['EXTERNAL_WALL_INSULATION', 'CAVITY_WALL_INSULATION'],
  affectsAssetRating: true,
  lifetimeYears: 36,
  lifetimeSource: PCDF_LIFE,
  applicable: (i) => i.wallType === 'solid' && i.wallU > 0.6,
  apply: (i) => ({ ...i, wallType: 'insulated', wallU: Math.min(i.wallU, WALL_U_INSULATED_SOLID) }),
  cost: (i) => pcdfCost(i, 4000, 14000, 'Q', i.wallAreaM2, TYPICAL_DWELLING.wallM2),
};

const FINISHES = ['RENDER', 'BRICK_SLIP', 'CLADDING'] as const;
/** Relative cost of the finish (assumption). */
const FINISH_COST = { RENDER: 1, BRICK_SLIP: 1.3, CLADDING: 1.15 } as const;

export const EXTERNAL_WALL_INSULATION: Measure = {
  id: 'EXTERNAL_WALL_INSULATION',
  title: 'External wall insulation',
  description:
    'Fix insulation to the outside of the walls and finish it with render, brick slips or cladding.',
  category: 'FABRIC',
  scenarioType: 'FABRIC',
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
  applicable: (i) => i.wallType === 'solid' && i.wallU > 0.6,
  // External insulation also seals the wall surface: infiltration −10 % (assumption).
  apply: (i) => ({
    ...i,
    wallType: 'insulated',
    wallU: Math.min(i.wallU, WALL_U_INSULATED_SOLID),
    infiltrationAch: i.infiltrationAch * 0.9,
  }),
  cost: (i, p) => {
    const c = pcdfCost(i, 4500, 15500, 'Q2', i.wallAreaM2, TYPICAL_DWELLING.wallM2);
    const k = FINISH_COST[(p.finish as keyof typeof FINISH_COST) ?? 'RENDER'] ?? 1;
    return {
      ...c,
      lowGbp: c.lowGbp * k,
      highGbp: c.highGbp * k,
      source: `${c.source}; finish factor ${k} (assumption)`,
    };
  },
};

export const FLOOR_INSULATION: Measure = {
  id: 'FLOOR_INSULATION',
  title: 'Floor insulation',
  description:
    'Insulate the ground floor: between the joists of a suspended floor, or over a solid floor.',
  category: 'FABRIC',
  scenarioType: 'FABRIC',
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
  applicable: (i) => !i.floorInsulated && i.groundFloorAreaM2 > 0 && i.floorU > 0.3,
  // Retrofit floor U-value 0.25 W/m²K (assumption, Approved Document L1B 2010 upgrade level).
  apply: (i) => ({ ...i, floorInsulated: true, floorU: Math.min(i.floorU, 0.25) }),
  cost: (i, p) =>
    p.floorType === 'SUSPENDED'
      ? pcdfCost(i, 800, 1200, 'W1', i.groundFloorAreaM2, TYPICAL_DWELLING.floorM2)
      : pcdfCost(i, 4000, 6000, 'W2', i.groundFloorAreaM2, TYPICAL_DWELLING.floorM2),
};

export const DOUBLE_GLAZING: Measure = {
  id: 'DOUBLE_GLAZING',
  title: 'Double glazing',
  description: 'Replace single or early double glazing with modern double-glazed windows (U 2.0).',
  category: 'FABRIC',
  scenarioType: 'FABRIC',
  parameters: [],
  mutuallyExclusiveWith: ['TRIPLE_GLAZING', 'SECONDARY_GLAZING'],
  affectsAssetRating: true,
  lifetimeYears: 20,
  lifetimeSource: PCDF_LIFE,
  applicable: (i) => GLAZING[i.glazing].u > GLAZING.double.u && i.windowAreaM2 > 0,
  apply: (i) => ({ ...i, glazing: 'double', infiltrationAch: i.infiltrationAch * 0.95 }),
  cost: (i) => pcdfCost(i, 3300, 6500, 'O', i.windowAreaM2, TYPICAL_DWELLING.windowM2),
};

export const TRIPLE_GLAZING: Measure = {
  id: 'TRIPLE_GLAZING',
  title: 'Triple glazing',
  description: 'Replace the windows with triple-glazed units (U 1.8).',
  category: 'FABRIC',
  scenarioType: 'FABRIC',
  parameters: [],
  mutuallyExclusiveWith: ['DOUBLE_GLAZING', 'SECONDARY_GLAZING'],
  affectsAssetRating: true,
  lifetimeYears: 20,
  lifetimeSource: `${PCDF_LIFE} (double glazing row)`,
  applicable: (i) => GLAZING[i.glazing].u > GLAZING.triple.u && i.windowAreaM2 > 0,
  apply: (i) => ({ ...i, glazing: 'triple', infiltrationAch: i.infiltrationAch * 0.95 }),
  cost: (i) => {
    const c = pcdfCost(i, 3300, 6500, 'O', i.windowAreaM2, TYPICAL_DWELLING.windowM2);
    return {
      lowGbp: c.lowGbp * 1.25,
      highGbp: c.highGbp * 1.25,
      source: `${c.source} × 1.25 for triple glazing (assumption)`,
    };
  },
};

export const SECONDARY_GLAZING: Measure = {
  id: 'SECONDARY_GLAZING',
  title: 'Secondary glazing',
  description: 'Fit a second pane inside existing single-glazed windows (U 2.4).',
  category: 'FABRIC',
  scenarioType: 'FABRIC',
  parameters: [],
  mutuallyExclusiveWith: ['DOUBLE_GLAZING', 'TRIPLE_GLAZING'],
  affectsAssetRating: true,
  lifetimeYears: 20,
  lifetimeSource: PCDF_LIFE,
  applicable: (i) => i.glazing === 'single' && i.windowAreaM2 > 0,
  apply: (i) => ({ ...i, glazing: 'secondary' }),
  cost: (i) => pcdfCost(i, 1000, 1500, 'P', i.windowAreaM2, TYPICAL_DWELLING.windowM2),
};

export const DRAUGHT_PROOFING: Measure = {
  id: 'DRAUGHT_PROOFING',
  title: 'Draught proofing',
  description: 'Seal gaps around windows, doors, floors and loft hatches.',
  category: 'FABRIC',
  scenarioType: 'FABRIC',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 10,
  lifetimeSource: PCDF_LIFE,
  applicable: (i) => i.infiltrationAch > 0.5,
  // Infiltration −20 % (assumption).
  apply: (i) => ({ ...i, infiltrationAch: i.infiltrationAch * 0.8 }),
  cost: (i) =>
    i.domestic
      ? pcdfCost(i, 80, 120, 'D', 1, 1)
      : assumedCost(i.floorAreaM2 * 0.8, i.floorAreaM2 * 1.5, '£0.8–1.5 per m² floor'),
};

export const INSULATED_DOORS: Measure = {
  id: 'INSULATED_DOORS',
  title: 'Insulated doors',
  description: 'Replace external doors with insulated doors (U 1.4).',
  category: 'FABRIC',
  scenarioType: 'FABRIC',
  parameters: [],
  mutuallyExclusiveWith: [],
  affectsAssetRating: true,
  lifetimeYears: 30,
  lifetimeSource: 'assumption (PCDF Table 181 gives no lifetime for code X)',
  applicable: (i) => i.doorU > 2 && i.doorCount > 0,
  apply: (i) => ({ ...i, doorU: 1.4 }),
  cost: (i) => ({
    lowGbp: 500 * i.doorCount,
    highGbp: 500 * i.doorCount,
    source: 'PCDF Table 181 code X, £500 per door (2014 prices)',
  }),
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
