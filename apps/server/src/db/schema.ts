import type { ColumnType, Generated, Selectable } from 'kysely';

/** JSON stored in a jsonb column: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

interface AccountsTable {
  /** crypto.randomUUID(); the `sub` of every token. */
  id: string;
  /** Lower-cased, unique. */
  email: string;
  name: string;
  /** scrypt$N$r$p$salt$key (src/platform/identity/password.ts). */
  password_hash: string;
  /** Blob key of the profile logo (0006_site_management). */
  logo_blob: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** oidc-provider's storage (sessions, grants, interactions, codes…), one row per model instance. */
interface OidcModelsTable {
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
interface SigningKeysTable {
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
  /** Blob key of the site logo (0006_site_management). */
  logo_blob: Generated<string | null>;
  /** outdoor_temperatures.region of the site's weather (0009_optimise_data); null: London typical year. */
  weather_region: Generated<string | null>;
}

/** The stored summary of a site; traffic lights are copied from the latest model run. */
export interface SiteSummaryData {
  energyCost: 'HIGH' | 'OK' | 'LOW' | null;
  energyUsage: 'HIGH' | 'OK' | 'LOW' | null;
  energyCarbon: 'HIGH' | 'OK' | 'LOW' | null;
  [key: string]: unknown;
}

/** Stored parameter overrides (the contract's ParameterUpdate). */
export type ParameterOverridesRow = Record<
  string,
  Record<string, string | number | boolean | null>
>;
/** Stored schedules of one space (energy-model SpaceSchedules). */
export interface SpaceSchedulesRow {
  path: string;
  areaM2?: number;
  schedules: {
    title: string;
    unit: 'CELSIUS' | 'PERCENT';
    presets: { value: number; variant: 'HIGH' | 'MED_HIGH' | 'MED' | 'MED_LOW' | 'LOW' }[];
    weekdays: { presetIndex: number }[];
    weekends: { presetIndex: number }[];
    holidays: { presetIndex: number }[];
  }[];
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
  building_type: string | null;
  elevation: number | null;
  floor_area_estimated: Generated<boolean>;
  /** The room breakdown: energy-model FloorSpaces[] ({ floor, spaces }). */
  spatial_structure: ColumnType<FloorSpacesRow[], string | undefined, string>;
  /** Building-parameter overrides: target path → parameter id → value (0007, analysis §7.4). */
  parameters: ColumnType<ParameterOverridesRow | null, string | null | undefined, string | null>;
  /** Schedules of the building's spaces: energy-model SpaceSchedules[] (0007, analysis §7.4). */
  schedules: ColumnType<SpaceSchedulesRow[] | null, string | null | undefined, string | null>;
  electricity_only: Generated<boolean>;
  energy_supplier: string | null;
  gas_supplier: string | null;
  no_epc: Generated<boolean>;
  epc_year: number | null;
  certificate_key: string | null;
  /** Blob key of the uploaded certificate (adapters/blobs). */
  epc_certificate_blob: string | null;
  elec_day_rate: number | null;
  elec_unit_rate: number | null;
  elec_value: number | null;
  elec_period: string | null;
  elec_period_month: string | null;
  elec_value_type: string | null;
  gas_day_rate: number | null;
  gas_unit_rate: number | null;
  gas_value: number | null;
  gas_period: string | null;
  gas_period_month: string | null;
  gas_value_type: string | null;
  /** The last year of the building's readings by fuel and month, as the engine takes bills (0015). */
  metered_bills: ColumnType<MeteredBillsRow | null, string | null | undefined, string | null>;
  /** The building is let to tenants, so the minimum energy efficiency standard applies (0016_estate). */
  let_to_tenants: Generated<boolean>;
}

/** One fuel's metered months: kWh of each calendar month Jan–Dec, null where not fully metered. */
export interface MeteredFuelRow {
  monthlyKwh: (number | null)[];
  /** The year of readings the months come from: first and last reading, ISO instants. */
  from: string;
  to: string;
}

/** metered_bills: the fuels with readings. */
export interface MeteredBillsRow {
  electricity?: MeteredFuelRow;
  gas?: MeteredFuelRow;
}

export interface FloorSpacesRow {
  floor: string;
  spaces: Record<string, number>;
}

type NodeType = 'BUILDING' | 'BLOCK' | 'FLOOR' | 'ZONE' | 'SPACE';

export interface SpatialNodesTable {
  id: string;
  site_id: string;
  building_id: string;
  /** Building id; floor paths are `buildingId/floor-N`; space paths `floor-N/space` (shell §3). */
  path: string;
  parent_path: string | null;
  type: NodeType;
  name: string;
  space_type: string | null;
  geometry: Json<[number, number][]> | null;
  centre: Json<[number, number]> | null;
  rotation: number | null;
  scale: number | null;
  visible: Generated<boolean>;
  clickable: Generated<boolean>;
  asset_glb: string | null;
  asset_jpg: string | null;
  asset_frag: string | null;
  has_mpan: Generated<boolean>;
  data_frequency: string | null;
  last_metering_at: Date | null;
  sort_order: Generated<number>;
}

export type MeterState = 'UNCHECKED' | 'ACCESSIBLE' | 'INACCESSIBLE';

interface MetersTable {
  id: string;
  site_id: string;
  node_path: string;
  fuel: 'ELECTRICITY' | 'GAS';
  number: string;
  supplier: string | null;
  consent: Generated<boolean>;
  consent_at: Date | null;
  state: Generated<MeterState>;
  sandbox: Generated<boolean>;
  created_at: CreatedAt;
}

interface IntervalReadingsTable {
  meter_id: string;
  start_at: Date;
  kwh: number;
  /** ACTUAL, ESTIMATED, SANDBOX, or a quality-report flag. */
  quality: Generated<string>;
}

interface OutdoorTemperaturesTable {
  /** Climate region id (energy-model SAP regions), as text. */
  region: string;
  observed_at: Date;
  temperature_c: number;
}

export type RunStatus = 'QUEUED' | 'RUNNING' | 'COMPLETE' | 'FAILED';

interface ModelRunsTable {
  id: string;
  site_id: string;
  building_id: string;
  kind: Generated<'MODEL' | 'CALIBRATION'>;
  event_id: string | null;
  status: RunStatus;
  input_hash: string;
  engine_version: string;
  results: Json<Record<string, unknown>> | null;
  error: string | null;
  created_at: CreatedAt;
  started_at: Date | null;
  finished_at: Date | null;
}

export type EventStatus = 'OPEN' | 'RUNNING' | 'COMPLETE' | 'FAILED';

interface EventsTable {
  id: string;
  site_id: string;
  path: string;
  name: string;
  description: string;
  /** ENERGY_MODEL, DATA_INGESTION, AUTOML_GENERATION, ... */
  type: string;
  status: EventStatus;
  error: string | null;
  /** DATA_INGESTION of a CSV: the parser's data-quality report (migration 0005). */
  quality_report: ColumnType<unknown, string | null | undefined, string | null>;
  open_date: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface RegistrationKeysTable {
  key: string;
  site_id: string;
  created_at: CreatedAt;
}

interface SitePermissionsTable {
  site_id: string;
  account_id: string;
  permission: 'OWNER';
  created_at: CreatedAt;
}

interface BuildingTypesTable {
  key: string;
  label: string;
  hidden: boolean;
  sort_order: Generated<number>;
}

/** One certificate of the EPC/DEC register (adapters/epcRegister; migration 0004_register). */
interface EpcCertificatesTable {
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
interface BuildingOutlinesTable {
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

/** A user's state of one scenario of one building (migration 0005_scenario_state). */
interface ScenarioStatesTable {
  account_id: string;
  site_id: string;
  building_id: string;
  scenario_id: string;
  hidden: Generated<boolean>;
  completed: Generated<boolean>;
  deleted: Generated<boolean>;
  /** Edited parameter values by property. */
  parameters: ColumnType<Record<string, string | number | boolean>, string | undefined, string>;
  capital_cost: number | null;
  /** Toggled in the user's selection of the building's scenarios (0011_optimise_scenario_selection). */
  selected: Generated<boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An intervention marker (0009_optimise_data); path null for the whole site. */
interface InterventionsTable {
  id: string;
  site_id: string;
  path: string | null;
  stimulus_type: string;
  title: string;
  description: string;
  /** A calendar date (YYYY-MM-DD). */
  occurs_on: ColumnType<Date, string, string>;
  cost_gbp: number | null;
  created_by: string;
  created_at: CreatedAt;
}

/** A Premium checkout (0006_site_management): test-mode or Stripe; PAID marks the site paid. */
interface PremiumCheckoutsTable {
  id: string;
  site_id: string;
  account_id: string;
  billing_email: string;
  payment_type: string;
  provider: 'TEST' | 'STRIPE';
  token_hash: string | null;
  external_id: string | null;
  status: Generated<'OPEN' | 'PAID'>;
  created_at: CreatedAt;
  paid_at: Date | null;
}

/** A web app session kept by the server (migration 0014, docs/adr/0019). */
interface BrowserSessionsTable {
  /** SHA-256 (base64url) of the cookie's random id. */
  id_hash: string;
  /** The signed-in user: the embedded account id or the Auth0 user id. */
  sub: string;
  email: string | null;
  created_at: CreatedAt;
  expires_at: Date;
}

/** One model run's estate figures, taken once from its results (0016_estate). */
interface EstateFiguresTable {
  run_id: string;
  site_id: string;
  figures: ColumnType<EstateFiguresRow, string, string>;
}

/** A meter's kWh and days read in one calendar month (UTC), kept by triggers (0016_estate). */
interface MeterMonthsTable {
  meter_id: string;
  /** First day of the month. */
  month: ColumnType<Date, string, string>;
  kwh: number;
  days: number;
}

/** What the estate page needs of one building's stored results (areas/estate/estateFigures.ts). */
export interface EstateFiguresRow {
  floorAreaM2: number;
  domestic: boolean;
  usage: { actual: number; benchmark: number } | null;
  schemeLabel: string | null;
  plan: {
    savingGbp: number;
    savingKwh: number;
    savingKgCo2e: number;
    capitalCostGbp: number;
  } | null;
  /** The modelled typical year, January first. */
  months: { kwh: number; costGbp: number; carbonKg: number }[];
  epcBand: string;
  epcSource: 'ENTERED' | 'ESTIMATED';
  /** The cheapest measures reaching each band better than the current one (the EPC target search). */
  epcRoutes: Record<
    string,
    { feasible: boolean; achievedBand: string; measures: string[]; capitalCostGbp: number }
  >;
}

export interface Database {
  accounts: AccountsTable;
  browser_sessions: BrowserSessionsTable;
  estate_figures: EstateFiguresTable;
  meter_months: MeterMonthsTable;
  oidc_models: OidcModelsTable;
  signing_keys: SigningKeysTable;
  sites: SitesTable;
  buildings: BuildingsTable;
  site_permissions: SitePermissionsTable;
  building_types: BuildingTypesTable;
  spatial_nodes: SpatialNodesTable;
  meters: MetersTable;
  interval_readings: IntervalReadingsTable;
  outdoor_temperatures: OutdoorTemperaturesTable;
  model_runs: ModelRunsTable;
  events: EventsTable;
  registration_keys: RegistrationKeysTable;
  epc_certificates: EpcCertificatesTable;
  building_outlines: BuildingOutlinesTable;
  scenario_states: ScenarioStatesTable;
  premium_checkouts: PremiumCheckoutsTable;
  interventions: InterventionsTable;
}

export type Account = Selectable<AccountsTable>;
