import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { ENERGY_DEFAULTS } from '@wattwise/domain';
import { BUILDING_TYPES } from '@wattwise/energy-model';
import type { BlobStore } from '../adapters/blobs/index';
import { serverPackageDir } from '../config';
import { queueMeterIngest, runCalibrateJob, runIngestJob } from '../areas/meter/meterJobs';
import { runModelBuildingJob } from '../areas/registration/modelBuildingJob';
import { queueModelRun } from '../areas/registration/modelRuns';
import { csvReadings } from '../areas/meter/readings';
import {
  insertBuilding,
  insertSite,
  type BuildingToStore,
  type MeterToStore,
} from '../areas/registration/registrationStore';
import type { Database } from '../db/schema';

const DATA_DIR = path.join(serverPackageDir, 'data/optimise-demo');

/** The Optimise demo site of the demo account with real school meters (data/optimise-demo/SOURCE.md). */
export const METERED_DEMO_SITE_ID = '5b0c7a1e-0f6d-4c8e-9a51-7e3d2c1b0a99';
const METERED_DEMO_SITE_NAME = 'Bath schools (sample meters)';
/** outdoor_temperatures.region of the Open-Meteo Bristol daily means. */
const BRISTOL_WEATHER_REGION = 'openmeteo-bristol-daily';

interface MeteredBuilding {
  name: string;
  street: string;
  town: string;
  postCode: string;
  /** Postcode-district centroid [lon, lat] (SOURCE.md: outlines are not surveyed). */
  centre: [number, number];
  floorArea: number;
  floors: number;
  yearOfConstruction: number;
  epcRating: 'C' | 'D' | 'E';
  /** Year the (sandbox) certificate was issued (the estate counts its ten years from it). */
  epcYear: number;
  meters: { fuel: 'ELECTRICITY' | 'GAS'; number: string; file: string }[];
}

const BUILDINGS: MeteredBuilding[] = [
  {
    name: 'Paulton Junior School',
    street: 'Church Street',
    town: 'Paulton',
    postCode: 'BS39 7QY',
    centre: [-2.5328, 51.3281],
    floorArea: 1500,
    floors: 1,
    yearOfConstruction: 1970,
    epcRating: 'D',
    epcYear: 2018,
    meters: [
      {
        fuel: 'ELECTRICITY',
        number: '2200011955152',
        file: 'paulton-junior-electricity-2200011955152',
      },
      { fuel: 'GAS', number: '13678903', file: 'paulton-junior-gas-13678903' },
    ],
  },
  {
    name: 'Castle Primary School',
    street: 'Castle Road',
    town: 'Keynsham',
    postCode: 'BS31 2TS',
    centre: [-2.4934, 51.4098],
    floorArea: 1800,
    floors: 1,
    yearOfConstruction: 1975,
    epcRating: 'D',
    epcYear: 2024,
    meters: [
      {
        fuel: 'ELECTRICITY',
        number: '2200042676990',
        file: 'castle-primary-keynsham-electricity-2200042676990',
      },
    ],
  },
];

/** A square ring of `areaM2` around a centre (metres to degrees on a sphere). */
function squareAround([lon, lat]: [number, number], areaM2: number): [number, number][] {
  const half = Math.sqrt(areaM2) / 2;
  const dLat = half / 111_320;
  const dLon = half / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [
    [lon - dLon, lat - dLat],
    [lon + dLon, lat - dLat],
    [lon + dLon, lat + dLat],
    [lon - dLon, lat + dLat],
    [lon - dLon, lat - dLat],
  ];
}

function buildingToStore(building: MeteredBuilding): BuildingToStore {
  const type = BUILDING_TYPES.find((t) => t.tm46 === 'schoolsAndSeasonalPublicBuildings');
  return {
    buildingName: building.name,
    street: building.street,
    town: building.town,
    postCode: building.postCode,
    country: 'United Kingdom',
    coordinates: squareAround(building.centre, building.floorArea / building.floors),
    buildingType: type?.key ?? 'SCHOOLS_AND_SEASONAL_PUBLIC_BUILDINGS',
    noFloors: building.floors,
    floorArea: building.floorArea,
    floorAreaEstimated: true,
    yearOfConstruction: building.yearOfConstruction,
    heatingFuel: 'NATURAL_GAS',
    coolingSystem: 'NATURAL_VENTILATION',
    spatialStructure: [
      { floor: 'Ground', spaces: { CLASSROOM: 8, HALL: 1, OFFICE: 2, KITCHEN: 1, TOILET: 3 } },
    ],
    noEPC: false,
    epcRating: building.epcRating,
    epcYear: building.epcYear,
    electricityOnly: false,
    energySupplier: null,
    energy: {
      elecDayRate: ENERGY_DEFAULTS.elecDayRate,
      elecUnitRate: ENERGY_DEFAULTS.elecUnitRate,
      gasDayRate: ENERGY_DEFAULTS.gasDayRate,
      gasUnitRate: ENERGY_DEFAULTS.gasUnitRate,
    },
  };
}

/** Stores the Bristol daily mean temperatures (once) as the site's weather. */
async function loadBristolTemperatures(db: Kysely<Database>): Promise<void> {
  const rows = readFileSync(
    path.join(DATA_DIR, 'temperature-openmeteo-bristol-2017-2018-daily.csv'),
    'utf8',
  )
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [, dayStartUtc, , tmean] = line.split(',');
      return {
        region: BRISTOL_WEATHER_REGION,
        observed_at: new Date(dayStartUtc ?? ''),
        temperature_c: Number(tmean),
      };
    });
  await db
    .insertInto('outdoor_temperatures')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * The demo account's Optimise site with real meters (issue 13): two primary schools whose
 * half-hourly electricity and gas readings are uploaded as CSV blobs and stored by the ingest job
 * a user's upload goes through, then calibrated and modelled by the same jobs, run inline. The
 * meters are UNCHECKED (no provider reads them) and not sandbox: the readings are real; the site
 * is labelled sample (sites.sandbox) because its outlines and some facts are not (SOURCE.md).
 */
export async function seedMeteredSite(
  db: Kysely<Database>,
  deps: { ownerId: string; blobs: BlobStore },
): Promise<void> {
  await loadBristolTemperatures(db);
  const { runIds, meterIds } = await db.transaction().execute(async (trx) => {
    const runs: string[] = [];
    const meters: { id: string; file: string }[] = [];
    let siteId: string | undefined;
    for (const building of BUILDINGS) {
      const toStore = buildingToStore(building);
      const meterRows: MeterToStore[] = building.meters.map((meter) => ({
        fuel: meter.fuel,
        number: meter.number,
        supplier: null,
        consent: false,
        state: 'UNCHECKED',
        sandbox: false,
      }));
      if (!siteId) {
        const created = await insertSite(
          trx,
          {
            id: METERED_DEMO_SITE_ID,
            name: METERED_DEMO_SITE_NAME,
            product: 'OPTIMISE',
            paid: true,
            ownerId: deps.ownerId,
            sandbox: true,
          },
          toStore,
          meterRows,
        );
        siteId = created.siteId;
        runs.push(created.runId);
      } else {
        const buildingId = await insertBuilding(trx, siteId, toStore, meterRows);
        runs.push(await queueModelRun(trx, { siteId, buildingId }));
      }
      for (const meter of building.meters) {
        const row = await trx
          .selectFrom('meters')
          .select('id')
          .where('site_id', '=', siteId)
          .where('number', '=', meter.number)
          .executeTakeFirstOrThrow();
        meters.push({ id: row.id, file: meter.file });
      }
    }
    await trx
      .updateTable('sites')
      .set({ weather_region: BRISTOL_WEATHER_REGION })
      .where('id', '=', METERED_DEMO_SITE_ID)
      .execute();
    return { runIds: runs, meterIds: meters };
  });
  for (const runId of runIds) await runModelBuildingJob(db, runId, { lastAttempt: true });
  const calibrations = new Set<string>();
  for (const meter of meterIds) {
    const csv = gunzipSync(readFileSync(path.join(DATA_DIR, `${meter.file}-halfhourly.csv.gz`)));
    const blobKey = await deps.blobs.put('readings', csv, 'csv');
    const job = await queueMeterIngest(db, { meterId: meter.id, source: 'csv', blobKey });
    const runId = await runIngestJob(
      db,
      job,
      { lastAttempt: true },
      {
        sources: { csv: csvReadings },
        blobs: deps.blobs,
      },
    );
    if (runId) calibrations.add(runId);
  }
  // Each calibration stores the building's metered months and queues its model run on them.
  for (const runId of calibrations) {
    const modelRun = await runCalibrateJob(db, runId, { lastAttempt: true });
    if (modelRun) await runModelBuildingJob(db, modelRun, { lastAttempt: true });
  }
}
