/**
 * The building-parameter catalogue (analysis §2.8, §3 "Building parameter"): groups with a name,
 * description and order; parameters with id, name, type (STRING, NUMBER, BOOLEAN, ENUM), target
 * path, value, default, unit, optional, and ENUM keys with labels (comma-separated, the
 * contract's one shape). Values are read from, and overrides written to, the model inputs.
 */
import { GLAZING, roofUForLoftMm, type GlazingType } from '../building/fabric';
import {
  FLOOR_POSITIONS,
  FLOOR_POSITION_LABELS,
  exposedRoofAndFloor,
  type FloorPosition,
} from '../building/floorPosition';
import { SPACE_TYPE_KEYS, SPACE_TYPES, type SpaceType } from '../building/spaceTypes';
import type { ModelInputs } from '../model/modelInputs';

export type BuildingParameterType = 'STRING' | 'NUMBER' | 'BOOLEAN' | 'ENUM';
export type BuildingParameterValue = string | number | boolean | null;

/** The target path of building-level parameters when the caller names none. */
export const BUILDING_TARGET_PATH = 'building';
/** The group whose values must total 100 (analysis §5, §9). */
export const FLOOR_AREA_PERCENTAGES = 'Floor Area Percentages';
export const FLOOR_AREA_PERCENTAGE_PREFIX = 'floorAreaPercentage.';

export interface ParameterDefinition {
  id: string;
  name: string;
  group: string;
  type: BuildingParameterType;
  unit: string | null;
  optional: boolean;
  min?: number;
  max?: number;
  /** A range that depends on the building (its heating system), in place of min and max. */
  rangeFor?(inputs: ModelInputs): { min: number; max: number };
  /** ENUM keys and their labels. */
  keys?: readonly string[];
  labels?: readonly string[];
  /** Dwellings only / other buildings only; both when absent. */
  domestic?: boolean;
  /** Only these building types (building/buildingTypes.ts keys); every type when absent. */
  buildingTypes?: readonly string[];
  read(inputs: ModelInputs): BuildingParameterValue;
  /** Returns new inputs with the value applied. */
  write?(inputs: ModelInputs, value: string | number | boolean): ModelInputs;
}

export interface ParameterGroupDefinition {
  categoryName: string;
  description: string;
  order: number;
}

export const PARAMETER_GROUPS: readonly ParameterGroupDefinition[] = [
  {
    categoryName: 'Fabric',
    description: 'Heat lost through walls, roof, floor, windows and air leakage.',
    order: 1,
  },
  {
    categoryName: 'Heating and cooling',
    description: 'Set-points, hours and the efficiency of the heating system.',
    order: 2,
  },
  {
    categoryName: 'Occupancy and use',
    description: 'How many people use the building, for how long, and its lighting and equipment.',
    order: 3,
  },
  { categoryName: 'Renewables', description: 'Electricity generated on site.', order: 4 },
  {
    categoryName: FLOOR_AREA_PERCENTAGES,
    description: 'Share of the floor area of each space type; the shares must total 100%.',
    order: 5,
  },
];

const GLAZING_LABELS: Record<GlazingType, string> = {
  single: 'Single glazing',
  doubleOld: 'Double glazing (before 2002)',
  double: 'Double glazing',
  secondary: 'Secondary glazing',
  triple: 'Triple glazing',
  reference2002: 'Double glazing (2002 standard)',
  notional2013: 'Double glazing (2013 standard)',
};

const num = (
  id: keyof ModelInputs & string,
  name: string,
  group: string,
  unit: string,
  min: number,
  max: number,
  extra: Partial<ParameterDefinition> = {},
): ParameterDefinition => ({
  id,
  name,
  group,
  type: 'NUMBER',
  unit,
  optional: false,
  min,
  max,
  read: (i) => i[id] as number,
  write: (i, v) => ({ ...i, [id]: v as number }),
  ...extra,
});

const titleOf = (key: string) => key.charAt(0) + key.slice(1).toLowerCase().replace(/_/g, ' ');

/** Every parameter of the catalogue (those not applying to a building are left out by buildingParameters). */
export const PARAMETER_DEFINITIONS: readonly ParameterDefinition[] = [
  num('wallU', 'Wall U-value', 'Fabric', 'W/m2K', 0.05, 3.5),
  num('roofU', 'Roof U-value', 'Fabric', 'W/m2K', 0.05, 3.5),
  num('floorU', 'Floor U-value', 'Fabric', 'W/m2K', 0.05, 3.5),
  {
    id: 'glazing',
    name: 'Glazing',
    group: 'Fabric',
    type: 'ENUM',
    unit: null,
    optional: false,
    keys: Object.keys(GLAZING),
    labels: Object.keys(GLAZING).map((k) => GLAZING_LABELS[k as GlazingType]),
    read: (i) => i.glazing,
    write: (i, v) => ({ ...i, glazing: v as GlazingType }),
  },
  {
    // A flat's floor settles whether its roof and ground floor are its own (floorPosition.ts).
    id: 'floorPosition',
    name: 'Floor position',
    group: 'Fabric',
    type: 'ENUM',
    unit: null,
    optional: true,
    keys: FLOOR_POSITIONS,
    labels: FLOOR_POSITIONS.map((k) => FLOOR_POSITION_LABELS[k]),
    buildingTypes: ['FLAT'],
    read: (i) => i.floorPosition,
    write: (i, v) => {
      const position = v as FloorPosition;
      const exposure = exposedRoofAndFloor(position, 0);
      return {
        ...i,
        floorPosition: position,
        roofAreaM2: i.geometry.roofM2 * exposure.roof,
        groundFloorAreaM2: i.geometry.groundFloorM2 * exposure.floor,
      };
    },
  },
  {
    // The loft's insulation settles the loft measure (conditions.ts) as the roof U-value does.
    id: 'loftInsulationMm',
    name: 'Loft insulation',
    group: 'Fabric',
    type: 'NUMBER',
    unit: 'mm',
    optional: true,
    min: 0,
    max: 600,
    read: (i) => (i.roofAreaM2 > 0 ? Math.round(i.loftInsulationMm) : null),
    write: (i, v) => ({
      ...i,
      loftInsulationMm: v as number,
      roofU: roofUForLoftMm(v as number),
    }),
  },
  num('infiltrationAch', 'Air leakage', 'Fabric', 'ach', 0.05, 5),
  num('heatingSetpointC', 'Heating set-point', 'Heating and cooling', 'C', 10, 28),
  num('coolingSetpointC', 'Cooling set-point', 'Heating and cooling', 'C', 16, 32),
  {
    id: 'heatingHoursPerWeek',
    name: 'Heating hours per week',
    group: 'Heating and cooling',
    type: 'NUMBER',
    unit: 'h',
    optional: false,
    min: 0,
    max: 168,
    read: (i) => Math.round(i.heatingHoursFraction * 168 * 10) / 10,
    write: (i, v) => ({ ...i, heatingHoursFraction: (v as number) / 168 }),
  },
  {
    id: 'heatingEfficiency',
    name: 'Heating efficiency',
    group: 'Heating and cooling',
    type: 'NUMBER',
    unit: '%',
    optional: false,
    min: 10,
    max: 600,
    // A boiler, a stove or a heat network delivers at most the heat its fuel holds (SAP 10.2
    // Table 4a/4b gives seasonal efficiencies of 50–94 %); electric heating runs from resistance
    // heaters (100 %) to heat pumps (seasonal COP up to about 5, MCS MIS 3005; 600 % leaves room).
    rangeFor: (i) =>
      i.heating.fuel === 'electricity' ? { min: 90, max: 600 } : { min: 40, max: 100 },
    read: (i) => Math.round(i.heating.spaceEfficiency * 1000) / 10,
    write: (i, v) => ({ ...i, heating: { ...i.heating, spaceEfficiency: (v as number) / 100 } }),
  },
  num('occupiedHoursPerWeek', 'Occupied hours per week', 'Occupancy and use', 'h', 0, 168),
  num('occupants', 'Occupants', 'Occupancy and use', 'people', 0, 100_000),
  num('lightingWM2', 'Lighting power density', 'Occupancy and use', 'W/m2', 0, 50, {
    domestic: false,
  }),
  num('equipmentWM2', 'Equipment power density', 'Occupancy and use', 'W/m2', 0, 200, {
    domestic: false,
  }),
  num('lowEnergyLightFraction', 'Share of low-energy lamps', 'Occupancy and use', 'ratio', 0, 1, {
    domestic: true,
  }),
  num('pvKwp', 'Solar PV peak power', 'Renewables', 'kWp', 0, 100_000, { optional: true }),
  ...SPACE_TYPE_KEYS.map((key): ParameterDefinition => ({
    id: `${FLOOR_AREA_PERCENTAGE_PREFIX}${key}`,
    name: titleOf(key),
    group: FLOOR_AREA_PERCENTAGES,
    type: 'NUMBER',
    unit: '%',
    optional: true,
    min: 0,
    max: 100,
    read: () => null,
  })),
];

/** The range a parameter's value must lie in for this building (its own, or the catalogue's). */
export function parameterRange(
  def: ParameterDefinition,
  inputs?: ModelInputs,
): { min?: number; max?: number } {
  return inputs && def.rangeFor ? def.rangeFor(inputs) : { min: def.min, max: def.max };
}

export function parameterDefinition(id: string): ParameterDefinition | undefined {
  return PARAMETER_DEFINITIONS.find((d) => d.id === id);
}

/** Typical area of one space of a type (spaceTypes.ts), for turning percentages into rooms. */
export function typicalSpaceAreaM2(key: SpaceType): number {
  return SPACE_TYPES[key].typicalAreaM2;
}
