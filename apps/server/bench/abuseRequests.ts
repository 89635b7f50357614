/**
 * The requests of bench/abuse.ts: a registration as the web app sends it, the largest building the
 * contract allows, an anonymous registration carrying a certificate of the largest size, and map
 * boxes over the bundled Bloomsbury outlines.
 */
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { MAX_SPACES } from '@wattwise/api/contract';
import { MAX_FLOORS } from '@wattwise/energy-model/bands';
import { MAX_BOX_SIDE_DEG } from '../src/adapters/outlines/outlineStore';

/** A Gower Street outline, Bloomsbury ([lon, lat], about 30 m × 20 m). */
const OUTLINE: [number, number][] = [
  [-0.13335, 51.52345],
  [-0.1329, 51.52345],
  [-0.1329, 51.52363],
  [-0.13335, 51.52363],
];

/** A full-site registration of an office with annual bills and no smart meter. */
export function smallRegistration(name: string, overrides: Record<string, unknown> = {}) {
  return {
    buildingName: name,
    street: '65 Gower Street',
    town: 'London',
    postCode: 'WC1E 6HJ',
    country: 'United Kingdom',
    coordinates: OUTLINE,
    elevation: 25,
    buildingType: 'GENERAL_OFFICE',
    heatingFuel: 'NATURAL_GAS',
    coolingSystem: 'NATURAL_VENTILATION',
    noFloors: 3,
    floorArea: 1800,
    yearOfConstruction: 1965,
    noEPC: false,
    epcRating: 'D',
    epcYear: 2019,
    elecDayRate: 53,
    elecUnitRate: 27.03,
    elecValue: 95000,
    elecPeriod: 'ANNUAL',
    elecValueType: 'ENERGY_USAGE',
    gasDayRate: 35,
    gasUnitRate: 7,
    gasValue: 120000,
    gasPeriod: 'ANNUAL',
    gasValueType: 'ENERGY_USAGE',
    energySupplier: 'Octopus Energy',
    electralinkConsent: false,
    token: 'captcha-token',
    ...overrides,
  };
}

/** The largest building a registration may describe: every floor and space the contract allows. */
export function largestRegistration(name: string) {
  const floors = MAX_FLOORS;
  // 10 a floor: under the contract's 200 a floor, and 2,000 in all.
  const perFloor = Math.floor(MAX_SPACES / floors);
  return smallRegistration(name, {
    noFloors: floors,
    floorArea: floors * 1_000,
    spatialStructure: Array.from({ length: floors }, (_, index) => ({
      floor: `Floor ${index + 1}`,
      spaces: { OFFICE: perFloor },
    })),
  });
}

/** A PNG of noise: incompressible, so its bytes are its size (the certificate upload's worst case). */
function noisePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let value = 0xffffffff;
    for (const byte of bytes) value = crcTable[(value ^ byte) & 0xff]! ^ (value >>> 8);
    return (value ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = randomBytes(height * (1 + width * 3));
  for (let row = 0; row < height; row++) rows[row * (1 + width * 3)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An anonymous registration with a certificate just under the 2 MB limit. */
export function uploadRegistration(name: string) {
  const certificate = noisePng(800, 800);
  return smallRegistration(name, {
    epcCertificate: `data:image/png;base64,${certificate.toString('base64')}`,
  });
}

/** A random box of the largest size the outlines route serves, over Bloomsbury. */
export function largestBox(): string {
  const side = MAX_BOX_SIDE_DEG - 0.0002;
  const west = -0.18 + Math.random() * 0.03;
  const south = 51.48 + Math.random() * 0.02;
  return [west, south, west + side, south + side].map((n) => n.toFixed(5)).join(',');
}
