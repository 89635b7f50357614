import { createHash } from 'node:crypto';
import { assetBand, decBand, outlineAreaAndPerimeter, sapBand } from '@wattwise/energy-model';
import { footprintFloorArea } from '@wattwise/domain';
import type { RegisterCertificate, RegisterKind } from './register';

/** OSM building tags that mean homes (domestic EPCs). */
const DOMESTIC = new Set([
  'house',
  'terrace',
  'residential',
  'apartments',
  'detached',
  'semidetached_house',
  'dormitory',
]);
/** OSM building tags of public buildings, which lodge a DEC (and here also a non-domestic EPC). */
const PUBLIC = new Set([
  'public',
  'university',
  'college',
  'school',
  'hospital',
  'civic',
  'government',
  'museum',
  'library',
]);

interface OsmBuildingFeature {
  id: string;
  properties: Record<string, string>;
  geometry: { type: string; coordinates: unknown };
}

/** A deterministic number in [0, 1) from a text (SHA-256), so every run makes the same rows. */
function unitHash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

function registersOf(tags: Record<string, string>): RegisterKind[] {
  const kind = tags.building ?? 'yes';
  if (DOMESTIC.has(kind)) return ['domestic'];
  if (PUBLIC.has(kind) || tags.amenity) return ['dec', 'non-domestic'];
  return ['non-domestic'];
}

/** A plausible rating value: a bell around the stock's typical band (D domestic, C/D others). */
function ratingValueFor(register: RegisterKind, u: number): number {
  // Sum of two uniforms (triangular distribution) centred on the typical rating.
  const v = u + unitHash(String(u));
  if (register === 'domestic') return Math.round(30 + v * 30); // SAP 30–90, mode 60 (D)
  return Math.round(30 + v * 60); // asset/operational 30–150, mode 90 (D)
}

function bandOf(register: RegisterKind, value: number): string {
  if (register === 'domestic') return sapBand(value);
  if (register === 'dec') return decBand(value);
  return assetBand(value);
}

/**
 * SYNTHETIC certificates for the real addresses of the bundled OSM buildings (every building with
 * a street and post code), so the demo area answers EPC checks. Values are made up from a hash of
 * the OSM id; every row is flagged `sample` and its key starts with 'SAMPLE-'.
 */
export function sampleCertificates(features: readonly OsmBuildingFeature[]): RegisterCertificate[] {
  const rows: RegisterCertificate[] = [];
  for (const feature of features) {
    const tags = feature.properties;
    if (!tags['addr:street'] || !tags['addr:postcode'] || feature.geometry.type !== 'Polygon') {
      continue;
    }
    const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
    const name = tags.name ?? tags['addr:housename'] ?? '';
    const levels = Number.parseInt(tags['building:levels'] ?? '', 10);
    const floors = Number.isFinite(levels) && levels > 0 ? levels : 3;
    const [outer = []] = feature.geometry.coordinates as [number, number][][];
    const area = footprintFloorArea(outlineAreaAndPerimeter(outer).areaM2, floors);
    for (const register of registersOf(tags)) {
      const seed = `${feature.id}/${register}`;
      const u = unitHash(seed);
      const ratingValue = ratingValueFor(register, u);
      // Lodged between 2012-01-01 and 2025-09-30 (DECs of public buildings are yearly: 2024–25).
      const from = register === 'dec' ? Date.UTC(2024, 9, 1) : Date.UTC(2012, 0, 1);
      const to = Date.UTC(2025, 8, 30);
      const lodged = new Date(from + Math.floor(unitHash(`${seed}/date`) * (to - from)));
      rows.push({
        lmkKey: `SAMPLE-${createHash('sha256').update(seed).digest('hex').slice(0, 24).toUpperCase()}`,
        register,
        certificateType: register === 'dec' ? 'DEC' : 'EPC',
        address1: name || street,
        address2: name ? street : '',
        address3: '',
        town: tags['addr:city'] ?? 'London',
        postcode: tags['addr:postcode'].toUpperCase(),
        rating: bandOf(register, ratingValue),
        ratingValue,
        lodgementDate: lodged.toISOString().slice(0, 10),
        floorArea: Math.round(area),
        propertyType:
          register === 'domestic'
            ? tags.building === 'apartments'
              ? 'Flat'
              : 'House'
            : register === 'dec'
              ? 'Public building'
              : 'Offices and Workshop businesses',
        sample: true,
      });
    }
  }
  return rows;
}
