import type { Migration, MigrationProvider } from 'kysely';
import { foundation } from './0001_foundation';

/** Every migration, in order. Names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
