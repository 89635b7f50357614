import type { Migration, MigrationProvider } from 'kysely';
import { foundation } from './0001_foundation';
import { spine } from './0002_spine';
import { hardening } from './0003_hardening';
import { register } from './0004_register';
import { meterIngests } from './0005_meter_ingests';

/** Every migration, in order. Names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_spine': spine,
  '0003_hardening': hardening,
  '0004_register': register,
  '0005_meter_ingests': meterIngests,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
