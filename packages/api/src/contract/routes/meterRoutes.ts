import { z } from 'zod';
import { neverStale } from '../cachePolicy';
import { emptySchema, noParams, siteIdParam, spatialPathParam } from '../entities/common';
import {
  connectMeterRequestSchema,
  meterAddressOptionSchema,
  meterCheckResultSchema,
  meterNumberSchema,
} from '../entities/meter';
import { defineRoute } from '../routeDef';
import { exampleBuildingId, exampleSiteId } from './examples';

/** Add an MPAN to a node (shell §7: no body; errors only logged). */
export const addMpan = defineRoute({
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
export const connectMeter = defineRoute({
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
export const meterAddressSearch = defineRoute({
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
export const meterCheck = defineRoute({
  name: 'user.electralink.meterCheck',
  method: 'GET',
  path: '/api/user/electralink/meterCheck',
  params: noParams,
  query: z.object({ mpan: meterNumberSchema }),
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

export const meterRoutes = [addMpan, connectMeter, meterAddressSearch, meterCheck] as const;
