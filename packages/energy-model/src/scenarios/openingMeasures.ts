/** Fabric measures of the openings and air-tightness: glazing, doors, draught-proofing. */
import { GLAZING } from '../building/fabric';
import { SINGLE_GLAZING, glazingU } from './conditions';
import { priced } from './costBasis';
import { beis2017, COST_RATES, dwellingSegment } from './costTables';
import type { Measure } from './measureTypes';
import { firstReason, hasWindows, onlyIf } from './offerRules';

const PCDF_LIFE = 'PCDF Table 181 column 9';
const segment = (ctx: { buildingType: string }, area: number) =>
  dwellingSegment(ctx.buildingType, area);
const fabric = { category: 'FABRIC', scenarioType: 'FABRIC', path: 'FABRIC' } as const;

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

const DOUBLE_GLAZING: Measure = {
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

const TRIPLE_GLAZING: Measure = {
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

const SECONDARY_GLAZING: Measure = {
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

const DRAUGHT_PROOFING: Measure = {
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

const INSULATED_DOORS: Measure = {
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

export const OPENING_MEASURES = [
  DOUBLE_GLAZING,
  TRIPLE_GLAZING,
  SECONDARY_GLAZING,
  DRAUGHT_PROOFING,
  INSULATED_DOORS,
] as const;
