import type { Kysely } from 'kysely';
import { cachedRead, cachedReads } from '../../db/readCache';
import type { Database, EpcCertificateRow } from '../../db/schema';
import { postcodeKey, type EpcRegister, type RegisterCertificate } from './register';

function rowOf(certificate: RegisterCertificate): EpcCertificateRow {
  return {
    lmk_key: certificate.lmkKey,
    register: certificate.register,
    certificate_type: certificate.certificateType,
    address1: certificate.address1,
    address2: certificate.address2,
    address3: certificate.address3,
    town: certificate.town,
    postcode: certificate.postcode,
    postcode_key: postcodeKey(certificate.postcode),
    rating: certificate.rating,
    rating_value: certificate.ratingValue,
    lodgement_date: certificate.lodgementDate,
    floor_area: certificate.floorArea,
    property_type: certificate.propertyType,
    sample: certificate.sample,
  };
}

/** Inserts or replaces certificates by LMK key, in batches (a bulk file has millions of rows). */
export async function storeCertificates(
  db: Kysely<Database> | Kysely<unknown>,
  certificates: readonly RegisterCertificate[],
): Promise<void> {
  const typed = db as Kysely<Database>;
  for (let start = 0; start < certificates.length; start += 500) {
    const rows = certificates.slice(start, start + 500).map(rowOf);
    await typed
      .insertInto('epc_certificates')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('lmk_key').doUpdateSet((eb) => ({
          register: eb.ref('excluded.register'),
          certificate_type: eb.ref('excluded.certificate_type'),
          address1: eb.ref('excluded.address1'),
          address2: eb.ref('excluded.address2'),
          address3: eb.ref('excluded.address3'),
          town: eb.ref('excluded.town'),
          postcode: eb.ref('excluded.postcode'),
          postcode_key: eb.ref('excluded.postcode_key'),
          rating: eb.ref('excluded.rating'),
          rating_value: eb.ref('excluded.rating_value'),
          lodgement_date: eb.ref('excluded.lodgement_date'),
          floor_area: eb.ref('excluded.floor_area'),
          property_type: eb.ref('excluded.property_type'),
          sample: eb.ref('excluded.sample'),
        })),
      )
      .execute();
  }
}

/** The embedded register: the certificates loaded into the database (bundled sample or bulk files). */
export function createTableRegister(db: Kysely<Database>): EpcRegister {
  return {
    // Certificates change only when loaded (a write), so each post code's certificates are read
    // from memory until the database is next written (db/readCache.ts; issue 14, the map's
    // batch routes). Kept per post code, so memory grows with the post codes asked, not batches.
    byPostcode: (postcode) =>
      cachedRead(db, certificatesKey(postcodeKey(postcode)), () => readPostcode(postcode)),
    byPostcodes: (postcodes) =>
      cachedReads(db, [...new Set(postcodes.map(postcodeKey))], certificatesKey, readPostcodes),
  };

  async function readPostcode(postcode: string): Promise<RegisterCertificate[]> {
    const rows = await db
      .selectFrom('epc_certificates')
      .selectAll()
      .where('postcode_key', '=', postcodeKey(postcode))
      .orderBy('lodgement_date', 'desc')
      .orderBy('lmk_key')
      .limit(500)
      .execute();
    return rows.map(certificateOf);
  }

  async function readPostcodes(
    keys: readonly string[],
  ): Promise<Map<string, RegisterCertificate[]>> {
    const found = new Map<string, RegisterCertificate[]>(keys.map((key) => [key, []]));
    if (keys.length === 0) return found;
    const rows = await db
      .selectFrom('epc_certificates')
      .selectAll()
      .where('postcode_key', 'in', keys)
      .orderBy('postcode_key')
      .orderBy('lodgement_date', 'desc')
      .orderBy('lmk_key')
      .execute();
    for (const row of rows) {
      const list = found.get(row.postcode_key)!;
      if (list.length < 500) list.push(certificateOf(row));
    }
    return found;
  }
}

/** One post code's certificates in the read cache, whether read alone or in a batch. */
const certificatesKey = (key: string) => `epc certificates ${key}`;

function certificateOf(row: EpcCertificateRow): RegisterCertificate {
  return {
    lmkKey: row.lmk_key,
    register: row.register,
    certificateType: row.certificate_type,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    town: row.town,
    postcode: row.postcode,
    rating: row.rating,
    ratingValue: row.rating_value,
    lodgementDate: row.lodgement_date,
    floorArea: row.floor_area,
    propertyType: row.property_type,
    sample: row.sample,
  };
}
