import { z } from 'zod';
import { alwaysAsk, neverStale } from '../cachePolicy';
import {
  blobSchema,
  emptySchema,
  noParams,
  siteIdParam,
  spatialPathParam,
} from '../entities/common';
import {
  connectMeterRequestSchema,
  meterDataUploadResponseSchema,
  meterAddressOptionSchema,
  meterCheckResultSchema,
  meterNumberSchema,
  encryptedMpanSchema,
} from '../entities/meter';
import {
  meterFileReadingSchema,
  meterUploadCheckSchema,
  meterUploadStoreRequestSchema,
  meterUploadStoredSchema,
  siteMeterSchema,
} from '../entities/meterUpload';
import { defineRoute } from '../routeDef';
import { exampleBuildingId, exampleSiteId } from './examples';

/** Add an MPAN to a node (shell §7: no body; errors only logged). */
const addMpan = defineRoute({
  name: 'predict.register.addMpan',
  method: 'PUT',
  path: '/api/predict/register/addMpan/{siteId}/{path}',
  params: z.object({ siteId: siteIdParam, path: spatialPathParam }),
  query: z.object({ mpan: meterNumberSchema }),
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  source: 'shell §7',
  summary: 'Attach an MPAN to a building.',
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId },
    query: { mpan: '1200012345678' },
  },
});

/** Connect-meter submit (shell §7: path not shown; payload mpan, siteId, path; error text read from the response). */
const connectMeter = defineRoute({
  name: 'predict.register.connectMeter',
  method: 'POST',
  path: '/api/predict/register/connectMeter',
  params: noParams,
  body: connectMeterRequestSchema,
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  designed:
    'Path not shown: POST /api/predict/register/connectMeter. Empty on success; on failure the response text is the message shown.',
  source: 'shell §7',
  summary: "Submit the 'Connect your Smart Meter' dialog.",
  example: {
    body: { mpan: '1200012345678', siteId: exampleSiteId, path: exampleBuildingId },
    params: {},
  },
});

/** Meter address search (shell §7; may be cached indefinitely). */
const meterAddressSearch = defineRoute({
  name: 'user.electralink.addressSearch',
  method: 'GET',
  path: '/api/user/electralink/addressSearch',
  params: noParams,
  query: z.object({ address: z.string(), postcode: z.string() }),
  response: z.array(meterAddressOptionSchema),
  responseType: 'json',
  // Signed-in only: it reveals the meters at an address (meter check, which does not, is public).
  auth: 'user',
  cache: neverStale,
  source: 'shell §7',
  summary:
    'Search the metering database by address and post code; a 502 means the metering provider did not answer.',
  example: {
    params: {},
    query: { address: '1 Pancras Way', postcode: 'NW1 0PE' },
    response: [
      {
        address: '1 Pancras Way, London',
        partialMpan: '12000123*****',
        encryptedMpan: 'enc:abc',
        confidenceScore: 0.92,
        sandbox: true,
      },
    ],
  },
});

/** Meter check (shell §7; may be cached indefinitely). */
const meterCheck = defineRoute({
  name: 'user.electralink.meterCheck',
  method: 'GET',
  path: '/api/user/electralink/meterCheck',
  params: noParams,
  // The MPAN typed by the user, or the encryptedMpan of an address-search option (shell §3).
  query: z.object({ mpan: z.union([meterNumberSchema, encryptedMpanSchema]) }),
  response: meterCheckResultSchema,
  responseType: 'json',
  auth: 'public',
  cache: neverStale,
  designed:
    'Public (the spec lists it under /api/user/): the no-login registration (shell §6) checks a meter without an account. It only says whether a typed MPAN is a readable meter; the address search, which reveals meters at an address, stays signed-in only.',
  source: 'shell §7, §6 (no-login registration)',
  summary:
    'Check whether a meter is a half-hourly smart meter we can read; a 502 means the provider did not answer.',
  example: {
    params: {},
    // A valid MPAN core: check digit 9 (weighted sum of the first 12 digits mod 11 mod 10).
    query: { mpan: '1200012345679' },
    response: { validMeter: true, mpan: '1200012345679', sandbox: true },
  },
});

/** Upload of a building's meter readings as CSV (designed: the spec has no upload call). */
const meterDataUpload = defineRoute({
  name: 'data.meterData.upload',
  method: 'POST',
  path: '/api/data/meterdata/{siteId}/{path}',
  params: z.object({ siteId: siteIdParam, path: spatialPathParam }),
  body: blobSchema,
  bodyType: 'octet-stream',
  response: meterDataUploadResponseSchema,
  responseType: 'json',
  auth: 'user',
  designed:
    'Not in the spec (issue 9: CSV upload of half-hourly or daily electricity readings). The body is the CSV (timestamp,value pairs or one row per day with 48 half-hours); the owner only. Answers the data-quality report at once and stores the readings through the ingest job (its DATA_INGESTION event); 400 with the reason when no layout fits.',
  source: 'issue 9',
  summary: "Upload a building's electricity readings (CSV) with a data-quality report.",
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId },
    body: new Blob(['start,value\n2025-01-01T00:00:00Z,1.2\n'], { type: 'text/csv' }),
    response: {
      eventId: '6f1c1f1e-8d7a-4d36-9a53-2f7f6c2b1a10',
      meterId: '0b6c9a52-4c1e-4a4f-9a3e-1d2f3c4b5a69',
      quality: {
        layout: 'timestamp-value',
        intervalMinutes: 30,
        readings: 1,
        first: '2025-01-01T00:00:00.000Z',
        last: '2025-01-01T00:00:00.000Z',
        gaps: { count: 0, missingReadings: 0, examples: [] },
        duplicates: { count: 0, examples: [] },
        negativeValues: { count: 0, examples: [] },
        spikes: { count: 0, examples: [], thresholdKwh: null },
        clockChangeDays: [],
        irregularDays: [],
        unreadableLines: { count: 0, examples: [] },
      },
    },
  },
});

const exampleQuality = meterDataUpload.example.response.quality;

/** A site's meters and where readings may be uploaded (designed, issue 38). */
const siteMeters = defineRoute({
  name: 'data.meterData.meters',
  method: 'GET',
  path: '/api/data/meterdata/{siteId}',
  params: z.object({ siteId: siteIdParam }),
  response: z.array(siteMeterSchema),
  responseType: 'json',
  auth: 'user',
  // An upload changes the counts: the data page asks again each time it opens.
  cache: alwaysAsk,
  designed:
    'Not in the spec (issue 38: upload readings for any meter of a site). Every meter of the site with its readings’ count and span, and for each building the fuels it has no meter of yet (meterId null): an upload there makes the meter.',
  source: 'issue 38',
  summary: "A site's meters, for the data page's upload and export.",
  example: {
    params: { siteId: exampleSiteId },
    response: [
      {
        meterId: '0b6c9a52-4c1e-4a4f-9a3e-1d2f3c4b5a69',
        path: exampleBuildingId,
        buildingName: 'Main building',
        fuel: 'ELECTRICITY',
        number: '1200012345679',
        readings: 17520,
        first: '2025-01-01T00:00:00.000Z',
        last: '2025-12-31T23:30:00.000Z',
      },
      {
        meterId: null,
        path: exampleBuildingId,
        buildingName: 'Main building',
        fuel: 'GAS',
        number: null,
        readings: 0,
        first: null,
        last: null,
      },
    ],
  },
});

/** Reads and checks a meter file; nothing is stored (designed, issue 38). */
const meterUploadCheck = defineRoute({
  name: 'data.meterData.check',
  method: 'POST',
  path: '/api/data/meterdata/{siteId}/{path}/check',
  params: z.object({ siteId: siteIdParam, path: spatialPathParam }),
  query: meterFileReadingSchema,
  body: blobSchema,
  bodyType: 'octet-stream',
  response: meterUploadCheckSchema,
  responseType: 'json',
  auth: 'user',
  designed:
    'Not in the spec (issue 38: a data-quality report before anything is stored). The body is the CSV; the query names the meter’s fuel and, when the file names none, its unit and the gas calorific value. The file is kept with the site (not its readings) and answered with its full quality report; 400 with the reason when no layout fits; 413 in words when the file is larger than 200 MB or would take the checked files the caller keeps not yet stored past 1 GB. The owner only.',
  source: 'issue 38',
  summary: 'Read and check a meter file before storing it.',
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId },
    query: { fuel: 'ELECTRICITY' },
    body: new Blob(['start,value\n2025-01-01T00:00:00Z,1.2\n'], { type: 'text/csv' }),
    response: {
      uploadId: '9d2f8a4e-2b1c-4e5f-8a7b-6c5d4e3f2a10',
      quality: {
        ...exampleQuality,
        format: 'timestamp-value',
        readAs: 'A reading per row: a time and a value',
        unit: 'kWh',
        conversion: null,
        zeroRuns: { count: 0, readings: 0, examples: [] },
        estimatedReads: { count: 0 },
        findings: [],
        findingCounts: {
          unreadable: 0,
          duplicate: 0,
          gap: 0,
          negative: 0,
          'zero-run': 0,
          spike: 0,
          'clock-change-day': 0,
          'irregular-day': 0,
          estimated: 0,
        },
      },
    },
  },
});

/** Stores a checked file with the user's answers, in one transaction (designed, issue 38). */
const meterUploadStore = defineRoute({
  name: 'data.meterData.store',
  method: 'POST',
  path: '/api/data/meterdata/{siteId}/{path}/store',
  params: z.object({ siteId: siteIdParam, path: spatialPathParam }),
  body: meterUploadStoreRequestSchema,
  response: meterUploadStoredSchema,
  responseType: 'json',
  auth: 'user',
  designed:
    'Not in the spec (issue 38). Stores a file checked by data.meterData.check on the node’s meter of that fuel (made when there is none), with the answers to its findings: all its readings or none, in one transaction, with a completed DATA_INGESTION event carrying the report; then the building is calibrated again. 404 when the checked file is no longer kept. The owner only.',
  source: 'issue 38',
  summary: 'Store a checked meter file with the answers to its quality report.',
  example: {
    params: { siteId: exampleSiteId, path: exampleBuildingId },
    body: {
      uploadId: '9d2f8a4e-2b1c-4e5f-8a7b-6c5d4e3f2a10',
      fuel: 'ELECTRICITY',
      choices: { byKind: { spike: 'drop' } },
    },
    response: {
      meterId: '0b6c9a52-4c1e-4a4f-9a3e-1d2f3c4b5a69',
      eventId: '6f1c1f1e-8d7a-4d36-9a53-2f7f6c2b1a10',
      stored: 1,
      first: '2025-01-01T00:00:00.000Z',
      last: '2025-01-01T00:00:00.000Z',
    },
  },
});

export const meterRoutes = [
  addMpan,
  connectMeter,
  meterAddressSearch,
  meterCheck,
  meterDataUpload,
  siteMeters,
  meterUploadCheck,
  meterUploadStore,
] as const;
