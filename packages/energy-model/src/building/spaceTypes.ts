/**
 * Space types of the room breakdown (count of each per floor) and the activity each implies.
 * Typical room sizes are assumptions used only to weight the activity mix by floor area.
 */

export interface SpaceTypeInfo {
  /** Typical area of one such space, m² (assumption). */
  typicalAreaM2: number;
  /** Multipliers on the building-type activity while in this space (assumptions). */
  lighting: number;
  equipment: number;
  occupancy: number;
  hotWater: number;
  /** Hours per week the space is in use (its schedule; assumption). */
  hoursPerWeek: number;
}

export const SPACE_TYPES = {
  OFFICE: {
    typicalAreaM2: 40,
    lighting: 1,
    equipment: 1.2,
    occupancy: 1,
    hotWater: 0.5,
    hoursPerWeek: 55,
  },
  MEETING_ROOM: {
    typicalAreaM2: 20,
    lighting: 1,
    equipment: 0.6,
    occupancy: 2,
    hotWater: 0.2,
    hoursPerWeek: 40,
  },
  KITCHEN: {
    typicalAreaM2: 12,
    lighting: 1,
    equipment: 3,
    occupancy: 0.8,
    hotWater: 4,
    hoursPerWeek: 40,
  },
  TOILET: {
    typicalAreaM2: 6,
    lighting: 0.8,
    equipment: 0.2,
    occupancy: 0.2,
    hotWater: 4,
    hoursPerWeek: 55,
  },
  CIRCULATION: {
    typicalAreaM2: 20,
    lighting: 0.6,
    equipment: 0.1,
    occupancy: 0.2,
    hotWater: 0,
    hoursPerWeek: 70,
  },
  STORAGE: {
    typicalAreaM2: 15,
    lighting: 0.4,
    equipment: 0.1,
    occupancy: 0.1,
    hotWater: 0,
    hoursPerWeek: 20,
  },
  SERVER_ROOM: {
    typicalAreaM2: 10,
    lighting: 0.5,
    equipment: 20,
    occupancy: 0.05,
    hotWater: 0,
    hoursPerWeek: 168,
  },
  PLANT_ROOM: {
    typicalAreaM2: 15,
    lighting: 0.4,
    equipment: 0.5,
    occupancy: 0.05,
    hotWater: 0,
    hoursPerWeek: 168,
  },
  RETAIL_AREA: {
    typicalAreaM2: 80,
    lighting: 1.5,
    equipment: 0.8,
    occupancy: 1.2,
    hotWater: 0.2,
    hoursPerWeek: 70,
  },
  CLASSROOM: {
    typicalAreaM2: 55,
    lighting: 1,
    equipment: 0.6,
    occupancy: 2.5,
    hotWater: 0.3,
    hoursPerWeek: 40,
  },
  HALL: {
    typicalAreaM2: 150,
    lighting: 1,
    equipment: 0.3,
    occupancy: 2,
    hotWater: 0.2,
    hoursPerWeek: 30,
  },
  WORKSHOP: {
    typicalAreaM2: 100,
    lighting: 1,
    equipment: 1.5,
    occupancy: 0.3,
    hotWater: 0.3,
    hoursPerWeek: 50,
  },
  BEDROOM: {
    typicalAreaM2: 12,
    lighting: 0.5,
    equipment: 0.5,
    occupancy: 1,
    hotWater: 1,
    hoursPerWeek: 56,
  },
  LIVING_ROOM: {
    typicalAreaM2: 18,
    lighting: 1,
    equipment: 1,
    occupancy: 1,
    hotWater: 0,
    hoursPerWeek: 40,
  },
  BATHROOM: {
    typicalAreaM2: 5,
    lighting: 0.8,
    equipment: 0.2,
    occupancy: 0.2,
    hotWater: 4,
    hoursPerWeek: 14,
  },
  RECEPTION: {
    typicalAreaM2: 25,
    lighting: 1.2,
    equipment: 0.8,
    occupancy: 1,
    hotWater: 0.2,
    hoursPerWeek: 60,
  },
} as const satisfies Record<string, SpaceTypeInfo>;

export type SpaceType = keyof typeof SPACE_TYPES;
export const SPACE_TYPE_KEYS = Object.keys(SPACE_TYPES) as SpaceType[];

export interface FloorSpaces {
  /** Floor name, e.g. "Ground". */
  floor: string;
  /** Count of each space type on the floor. */
  spaces: Partial<Record<SpaceType, number>>;
}

/**
 * Area-weighted multipliers of the room mix. Returns all 1 when there is no breakdown, so the
 * building-type defaults stand.
 */
export function spaceMixMultipliers(floors: readonly FloorSpaces[] | undefined): {
  lighting: number;
  equipment: number;
  occupancy: number;
  hotWater: number;
  /** Area-weighted hours per week of the room mix; null without a breakdown. */
  hoursPerWeek: number | null;
} {
  let area = 0;
  const acc = { lighting: 0, equipment: 0, occupancy: 0, hotWater: 0, hours: 0 };
  for (const f of floors ?? []) {
    for (const key of SPACE_TYPE_KEYS) {
      const n = f.spaces[key] ?? 0;
      if (!(n > 0)) continue;
      const s = SPACE_TYPES[key];
      const a = n * s.typicalAreaM2;
      area += a;
      acc.lighting += a * s.lighting;
      acc.equipment += a * s.equipment;
      acc.occupancy += a * s.occupancy;
      acc.hotWater += a * s.hotWater;
      acc.hours += a * s.hoursPerWeek;
    }
  }
  if (area <= 0)
    return { lighting: 1, equipment: 1, occupancy: 1, hotWater: 1, hoursPerWeek: null };
  return {
    lighting: acc.lighting / area,
    equipment: acc.equipment / area,
    occupancy: acc.occupancy / area,
    hotWater: acc.hotWater / area,
    hoursPerWeek: acc.hours / area,
  };
}
