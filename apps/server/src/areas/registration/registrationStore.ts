import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, FloorSpacesRow, MeterState, SpatialNodesTable } from '../../db/schema';
import { queueModelRun } from './modelRuns';

type LonLat = [number, number];

/** Everything stored for one building: facts, energy, EPC (names follow the payload, shell §3). */
export interface BuildingToStore {
  buildingName: string;
  unit?: string | undefined;
  street: string;
  town: string;
  postCode: string;
  country?: string | undefined;
  elevation?: number | null | undefined;
  coordinates: LonLat[];
  buildingType: string;
  noFloors: number;
  floorArea: number;
  floorAreaEstimated: boolean;
  yearOfConstruction: number;
  heatingFuel?: string | undefined;
  coolingSystem?: string | undefined;
  spatialStructure: FloorSpacesRow[];
  noEPC: boolean;
  epcRating?: string | null | undefined;
  epcYear?: number | null | undefined;
  certificateKey?: string | null | undefined;
  epcCertificateBlob?: string | null | undefined;
  electricityOnly: boolean;
  energySupplier?: string | null | undefined;
  gasSupplier?: string | null | undefined;
  energy?: Partial<Record<EnergyField, number | string | null | undefined>>;
  /** The OpenStreetMap way of the outline, when known (seeded buildings). */
  osmId?: string | undefined;
}

type EnergyField =
  | 'elecDayRate'
  | 'elecUnitRate'
  | 'elecValue'
  | 'elecPeriod'
  | 'elecPeriodMonth'
  | 'elecValueType'
  | 'gasDayRate'
  | 'gasUnitRate'
  | 'gasValue'
  | 'gasPeriod'
  | 'gasPeriodMonth'
  | 'gasValueType';

export interface MeterToStore {
  fuel: 'ELECTRICITY' | 'GAS';
  number: string;
  supplier: string | null;
  consent: boolean;
  state: MeterState;
  sandbox: boolean;
}

/** An opaque, unguessable site data string (shell §3) naming a site for the simple flow. */
function newSiteData(): string {
  return randomBytes(18).toString('base64url');
}

function closedRing(coordinates: LonLat[]): LonLat[] {
  const first = coordinates[0];
  const last = coordinates.at(-1);
  if (!first || !last) return coordinates;
  return first[0] === last[0] && first[1] === last[1] ? coordinates : [...coordinates, first];
}

function centreOf(coordinates: LonLat[]): LonLat {
  const ring = coordinates.slice(0, closedRing(coordinates).length - 1 || 1);
  const lon = ring.reduce((sum, [x]) => sum + x, 0) / Math.max(ring.length, 1);
  const lat = ring.reduce((sum, [, y]) => sum + y, 0) / Math.max(ring.length, 1);
  return [lon, lat];
}

/** The one space of a floor registered without a room breakdown (see insertBuilding). */
const WHOLE_FLOOR = 'whole-floor';
function wholeFloorName(floorName: string): string {
  return `${floorName}, whole floor`;
}

function spaceName(key: string, index: number): string {
  const words = key.toLowerCase().replace(/_/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${index}`;
}

/** Inserts a building, its energy facts, its BUILDING/FLOOR/SPACE nodes and its meters. */
export async function insertBuilding(
  trx: Kysely<Database>,
  siteId: string,
  building: BuildingToStore,
  meters: MeterToStore[],
): Promise<string> {
  const id = randomUUID();
  const ring = closedRing(building.coordinates);
  const centre = centreOf(building.coordinates);
  const energy = building.energy ?? {};
  const num = (field: EnergyField) => {
    const value = energy[field];
    return typeof value === 'number' ? value : null;
  };
  const text = (field: EnergyField) => {
    const value = energy[field];
    return typeof value === 'string' ? value : null;
  };
  await trx
    .insertInto('buildings')
    .values({
      id,
      site_id: siteId,
      name: building.buildingName,
      outline: JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
      centre: JSON.stringify(centre),
      floors: building.noFloors,
      floor_area: building.floorArea,
      floor_area_estimated: building.floorAreaEstimated,
      year_of_construction: building.yearOfConstruction,
      heating_fuel: building.heatingFuel ?? null,
      cooling_system: building.coolingSystem ?? null,
      unit: building.unit ?? null,
      street: building.street,
      town: building.town,
      post_code: building.postCode,
      country: building.country ?? null,
      epc_rating: building.noEPC ? null : (building.epcRating ?? null),
      osm_id: building.osmId ?? null,
      building_type: building.buildingType,
      elevation: building.elevation ?? null,
      spatial_structure: JSON.stringify(building.spatialStructure),
      electricity_only: building.electricityOnly,
      energy_supplier: building.energySupplier ?? null,
      gas_supplier: building.gasSupplier ?? null,
      no_epc: building.noEPC,
      epc_year: building.epcYear ?? null,
      certificate_key: building.certificateKey ?? null,
      epc_certificate_blob: building.epcCertificateBlob ?? null,
      elec_day_rate: num('elecDayRate'),
      elec_unit_rate: num('elecUnitRate'),
      elec_value: num('elecValue'),
      elec_period: text('elecPeriod'),
      elec_period_month: text('elecPeriodMonth'),
      elec_value_type: text('elecValueType'),
      gas_day_rate: building.electricityOnly ? null : num('gasDayRate'),
      gas_unit_rate: building.electricityOnly ? null : num('gasUnitRate'),
      gas_value: building.electricityOnly ? null : num('gasValue'),
      gas_period: building.electricityOnly ? null : text('gasPeriod'),
      gas_period_month: building.electricityOnly ? null : text('gasPeriodMonth'),
      gas_value_type: building.electricityOnly ? null : text('gasValueType'),
    })
    .execute();

  type NodeRow = Insertable<SpatialNodesTable>;
  const nodes: NodeRow[] = [];
  const node = (values: Omit<NodeRow, 'id' | 'site_id' | 'building_id'>) =>
    nodes.push({ id: randomUUID(), site_id: siteId, building_id: id, ...values });
  const base = {
    space_type: null,
    geometry: null,
    centre: null,
    rotation: null,
    scale: null,
    asset_glb: null,
    asset_jpg: null,
    asset_frag: null,
    data_frequency: null,
    last_metering_at: null,
  };
  node({
    ...base,
    path: id,
    parent_path: null,
    type: 'BUILDING',
    name: building.buildingName,
    geometry: JSON.stringify(ring),
    centre: JSON.stringify(centre),
    // Served by GET /api/blob/{siteId}/glb/{name}: extruded from the outline, 4 m per level.
    asset_glb: `${id}.glb`,
    has_mpan: meters.some((meter) => meter.fuel === 'ELECTRICITY'),
    sort_order: 0,
  });
  for (let floor = 1; floor <= building.noFloors; floor += 1) {
    const floorId = `${id}-floor-${floor}`;
    const breakdown = building.spatialStructure[floor - 1];
    const floorName = breakdown?.floor || `Floor ${floor}`;
    node({
      ...base,
      path: `${id}/${floorId}`,
      parent_path: id,
      type: 'FLOOR',
      name: floorName,
      sort_order: floor,
    });
    let order = 0;
    const listed = Object.values(breakdown?.spaces ?? {}).reduce((sum, count) => sum + count, 0);
    if (listed === 0) {
      // The bills path skips the room breakdown (shell §2): the floor becomes one space, so its
      // schedules can still be seen and changed (designed: the spec lists no rooms here).
      node({
        ...base,
        path: `${floorId}/${WHOLE_FLOOR}`,
        parent_path: `${id}/${floorId}`,
        type: 'SPACE',
        name: wholeFloorName(floorName),
        sort_order: 1,
      });
    }
    for (const [spaceType, count] of Object.entries(breakdown?.spaces ?? {})) {
      for (let index = 1; index <= count; index += 1) {
        order += 1;
        node({
          ...base,
          // Space paths look like floor/space (shell §3).
          path: `${floorId}/${spaceType.toLowerCase()}-${index}`,
          parent_path: `${id}/${floorId}`,
          type: 'SPACE',
          name: spaceName(spaceType, index),
          space_type: spaceType,
          sort_order: order,
        });
      }
    }
  }
  // Large breakdowns are inserted in chunks (PostgreSQL allows 65,535 parameters a statement).
  for (let start = 0; start < nodes.length; start += 500) {
    await trx
      .insertInto('spatial_nodes')
      .values(nodes.slice(start, start + 500))
      .execute();
  }
  for (const meter of meters) {
    await trx
      .insertInto('meters')
      .values({
        id: randomUUID(),
        site_id: siteId,
        node_path: id,
        fuel: meter.fuel,
        number: meter.number,
        supplier: meter.supplier,
        consent: meter.consent,
        consent_at: meter.consent ? new Date() : null,
        state: meter.state,
        sandbox: meter.sandbox,
      })
      .execute();
  }
  return id;
}

/** Inserts a site with its first building, owner and queued model run; returns ids. */
export async function insertSite(
  trx: Kysely<Database>,
  site: {
    product: 'PREDICT' | 'SIMPLE_PREDICT' | 'OPTIMISE';
    ownerId: string | undefined;
    sandbox: boolean;
    demo?: boolean;
    id?: string;
    name?: string;
    paid?: boolean;
  },
  building: BuildingToStore,
  meters: MeterToStore[],
): Promise<{ siteId: string; buildingId: string; runId: string; siteData: string }> {
  const siteId = site.id ?? randomUUID();
  const siteData = newSiteData();
  await trx
    .insertInto('sites')
    .values({
      id: siteId,
      name: site.name ?? building.buildingName,
      product: site.product,
      paid: site.paid ?? false,
      building_type: building.buildingType,
      demo: site.demo ?? false,
      sandbox: site.sandbox,
      summary: JSON.stringify({
        energyUsage: null,
        energyCost: null,
        energyCarbon: null,
        siteData,
      }),
      last_metering_at: null,
    })
    .execute();
  if (site.ownerId) {
    await trx
      .insertInto('site_permissions')
      .values({ site_id: siteId, account_id: site.ownerId, permission: 'OWNER' })
      .execute();
  }
  const buildingId = await insertBuilding(trx, siteId, building, meters);
  const runId = await queueModelRun(trx, { siteId, buildingId });
  return { siteId, buildingId, runId, siteData };
}
