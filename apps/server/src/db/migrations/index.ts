import type { Migration, MigrationProvider } from 'kysely';
import { foundation } from './0001_foundation';
import { spine } from './0002_spine';
import { hardening } from './0003_hardening';
import { register } from './0004_register';
import { scenarioState } from './0005_scenario_state';
import { siteManagement } from './0006_site_management';
import { parametersSchedules } from './0007_parameters_schedules';
import { meterIngests } from './0008_meter_ingests';
import { optimiseData } from './0009_optimise_data';
import { energyMap } from './0010_energy_map';
import { optimiseScenarioSelection } from './0011_optimise_scenario_selection';
import { wholeFloorSpaces } from './0012_whole_floor_spaces';
import { writeNotifications } from './0013_write_notifications';
import { browserSessions } from './0014_browser_sessions';
import { meteredBills } from './0015_metered_bills';
import { estate } from './0016_estate';

/** Every migration, in order. Names never change once released. */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_spine': spine,
  '0003_hardening': hardening,
  '0004_register': register,
  '0005_scenario_state': scenarioState,
  '0006_site_management': siteManagement,
  '0007_parameters_schedules': parametersSchedules,
  '0008_meter_ingests': meterIngests,
  '0009_optimise_data': optimiseData,
  '0010_energy_map': energyMap,
  '0011_optimise_scenario_selection': optimiseScenarioSelection,
  '0012_whole_floor_spaces': wholeFloorSpaces,
  '0013_write_notifications': writeNotifications,
  '0014_browser_sessions': browserSessions,
  '0015_metered_bills': meteredBills,
  '0016_estate': estate,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
