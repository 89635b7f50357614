import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** JSON stored in a jsonb column: written as a JSON string, read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface AccountsTable {
  /** crypto.randomUUID(); the `sub` of every token. */
  id: string;
  /** Lower-cased, unique. */
  email: string;
  name: string;
  /** scrypt$N$r$p$salt$key (src/auth/password.ts). */
  password_hash: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** oidc-provider's storage (sessions, grants, interactions, codes…), one row per model instance. */
export interface OidcModelsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

/** The embedded provider's private signing keys (RS256 JWK), shared by every replica. */
export interface SigningKeysTable {
  kid: string;
  private_jwk: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface SitesTable {
  /** 36 characters (spec shell §9). */
  id: string;
  name: string;
  product: string;
  paid: boolean;
  building_type: string;
  created_at: CreatedAt;
  demo: boolean;
  sandbox: boolean;
  summary: Json<SiteSummaryData>;
  last_metering_at: Date | null;
}

/** The stored summary of a site; traffic lights follow src/services/siteSummaryRule.ts. */
export interface SiteSummaryData {
  energyCost: 'HIGH' | 'OK' | 'LOW' | null;
  energyUsage: 'HIGH' | 'OK' | 'LOW' | null;
  energyCarbon: 'HIGH' | 'OK' | 'LOW' | null;
  [key: string]: unknown;
}

export interface BuildingsTable {
  id: string;
  site_id: string;
  name: string;
  /** GeoJSON Polygon geometry (WGS84 lon/lat). */
  outline: Json<{ type: 'Polygon'; coordinates: number[][][] }>;
  /** [lon, lat]. */
  centre: Json<[number, number]>;
  floors: number;
  floor_area: number;
  year_of_construction: number | null;
  heating_fuel: string | null;
  cooling_system: string | null;
  unit: string | null;
  street: string | null;
  town: string | null;
  post_code: string | null;
  country: string | null;
  epc_rating: string | null;
  osm_id: string | null;
  created_at: CreatedAt;
}

export interface SitePermissionsTable {
  site_id: string;
  account_id: string;
  permission: 'OWNER';
  created_at: CreatedAt;
}

export interface BuildingTypesTable {
  key: string;
  label: string;
  hidden: boolean;
  /** CIBSE TM46:2008 typical benchmarks, kWh/m²/yr (data/cibse-tm46). */
  electricity_kwh_m2: number;
  fossil_thermal_kwh_m2: number;
  sort_order: Generated<number>;
}

/** One certificate of the EPC/DEC register (adapters/epcRegister; migration 0004_register). */
export interface EpcCertificatesTable {
  lmk_key: string;
  register: 'domestic' | 'non-domestic' | 'dec';
  certificate_type: 'EPC' | 'DEC';
  address1: string;
  address2: string;
  address3: string;
  town: string;
  postcode: string;
  /** Upper case without spaces, the look-up key. */
  postcode_key: string;
  rating: string;
  rating_value: number | null;
  /** YYYY-MM-DD */
  lodgement_date: string;
  floor_area: number | null;
  property_type: string | null;
  /** Synthetic bundled rows. */
  sample: boolean;
}
export type EpcCertificateRow = EpcCertificatesTable;

/** One OSM building footprint with its box (adapters/outlines; migration 0004_register). */
export interface BuildingOutlinesTable {
  /** 'way/123' or 'relation/456'. */
  id: string;
  tags: Json<Record<string, string>>;
  geometry: Json<
    | { type: 'Polygon'; coordinates: number[][][] }
    | { type: 'MultiPolygon'; coordinates: number[][][][] }
  >;
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface Database {
  accounts: AccountsTable;
  oidc_models: OidcModelsTable;
  signing_keys: SigningKeysTable;
  sites: SitesTable;
  buildings: BuildingsTable;
  site_permissions: SitePermissionsTable;
  building_types: BuildingTypesTable;
  epc_certificates: EpcCertificatesTable;
  building_outlines: BuildingOutlinesTable;
}

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type Site = Selectable<SitesTable>;
export type Building = Selectable<BuildingsTable>;
