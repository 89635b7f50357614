/**
 * Spatial breakdown of a building's energy per floor and space, and site figures summed over its
 * buildings. Energy is shared out by floor area weighted by each space type's intensity: heating
 * and hot water by area (hot water also by the type's hot-water factor), lighting and equipment by
 * area × the type's lighting and equipment factors (spaceTypes.ts), so the parts add up to the
 * building's annual figure exactly.
 */
import { END_USES, type EndUse } from '../building/enums';
import { SPACE_TYPES, SPACE_TYPE_KEYS, type SpaceType } from '../building/spaceTypes';
import type { Estimate } from '../model/estimate';
import type { PreparedBuilding } from '../model/prepareBuilding';

interface SpaceEnergy {
  /** Spatial path 'floor/space', space named by its type and number, e.g. 'Ground/OFFICE 2'. */
  path: string;
  floor: string;
  spaceType: SpaceType;
  areaM2: number;
  energyKwh: number;
  byEndUse: Record<EndUse, number>;
}

interface FloorEnergy {
  floor: string;
  areaM2: number;
  energyKwh: number;
  spaces: SpaceEnergy[];
}

export interface SpatialBreakdown {
  floors: FloorEnergy[];
  /** Energy by space type over the whole building. */
  bySpaceType: Partial<Record<SpaceType, { areaM2: number; energyKwh: number }>>;
}

/** Weight of a space type for an end use (heating, cooling, fans: area alone). */
function weightOf(type: SpaceType, use: EndUse): number {
  const s = SPACE_TYPES[type];
  if (use === 'lighting') return s.lighting;
  if (use === 'equipment') return s.equipment;
  if (use === 'hotWater') return s.hotWater;
  return 1;
}

/**
 * Breakdown of the building's annual energy by floor and space. Without a room breakdown the
 * building is one floor entry per storey of equal area with no spaces.
 */
export function spatialBreakdown(p: PreparedBuilding, est: Estimate): SpatialBreakdown {
  const floorsIn = p.facts.spatialStructure ?? [];
  const rooms: { floor: string; type: SpaceType; index: number; areaM2: number }[] = [];
  let roomArea = 0;
  for (const f of floorsIn)
    for (const key of SPACE_TYPE_KEYS) {
      const n = Math.round(f.spaces[key] ?? 0);
      for (let i = 1; i <= n; i++) {
        rooms.push({ floor: f.floor, type: key, index: i, areaM2: SPACE_TYPES[key].typicalAreaM2 });
        roomArea += SPACE_TYPES[key].typicalAreaM2;
      }
    }
  const total = est.annual.byEndUse;
  if (rooms.length === 0) {
    const n = p.facts.noFloors;
    const area = est.floorAreaM2 / n;
    return {
      floors: Array.from({ length: n }, (_, i) => ({
        floor: i === 0 ? 'Ground' : `Floor ${i}`,
        areaM2: area,
        energyKwh: est.annual.totalKwh.value / n,
        spaces: [],
      })),
      bySpaceType: {},
    };
  }
  // Room areas scaled to the building's floor area, so the parts cover all of it.
  const scale = est.floorAreaM2 / roomArea;
  const sums = Object.fromEntries(
    END_USES.map((u) => [u, rooms.reduce((s, r) => s + r.areaM2 * weightOf(r.type, u), 0)]),
  ) as Record<EndUse, number>;
  const floors = new Map<string, FloorEnergy>();
  const bySpaceType: SpatialBreakdown['bySpaceType'] = {};
  for (const r of rooms) {
    const byEndUse = Object.fromEntries(
      END_USES.map((u) => [
        u,
        sums[u] > 0 ? (total[u].value * r.areaM2 * weightOf(r.type, u)) / sums[u] : 0,
      ]),
    ) as Record<EndUse, number>;
    const energyKwh = END_USES.reduce((s, u) => s + byEndUse[u], 0);
    const space: SpaceEnergy = {
      path: `${r.floor}/${r.type} ${r.index}`,
      floor: r.floor,
      spaceType: r.type,
      areaM2: r.areaM2 * scale,
      energyKwh,
      byEndUse,
    };
    const f = floors.get(r.floor) ?? { floor: r.floor, areaM2: 0, energyKwh: 0, spaces: [] };
    f.areaM2 += space.areaM2;
    f.energyKwh += energyKwh;
    f.spaces.push(space);
    floors.set(r.floor, f);
    const t = (bySpaceType[r.type] ??= { areaM2: 0, energyKwh: 0 });
    t.areaM2 += space.areaM2;
    t.energyKwh += energyKwh;
  }
  return { floors: [...floors.values()], bySpaceType };
}

export interface SiteFigures {
  buildings: number;
  floorAreaM2: number;
  energyKwh: number;
  costGbp: number;
  carbonKg: number;
  energyUseIntensityKwhM2: number;
  byFuel: Record<string, number>;
}

/** A site's figures: the sums of its buildings' annual estimates (EUI over the summed area). */
export function siteFigures(estimates: readonly Estimate[]): SiteFigures {
  const byFuel: Record<string, number> = {};
  let area = 0;
  let energy = 0;
  let cost = 0;
  let carbon = 0;
  for (const e of estimates) {
    area += e.floorAreaM2;
    energy += e.annual.totalKwh.value;
    cost += e.annual.costGbp.value;
    carbon += e.annual.carbonKg.value;
    for (const [f, r] of Object.entries(e.annual.byFuel)) byFuel[f] = (byFuel[f] ?? 0) + r.value;
  }
  return {
    buildings: estimates.length,
    floorAreaM2: area,
    energyKwh: energy,
    costGbp: cost,
    carbonKg: carbon,
    energyUseIntensityKwhM2: area > 0 ? energy / area : 0,
    byFuel,
  };
}
