import type { Migration, MigrationProvider } from 'kysely';
import { foundation } from './0001_foundation';
import { hardening } from './0003_hardening';

/** Every migration, in order. Names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0003_hardening': hardening,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
