import type { Migration, MigrationProvider } from 'kysely';
import { foundation } from './0001_foundation';
import { spine } from './0002_spine';
import { register } from './0004_register';
import { siteManagement } from './0005_site_management';

/** Every migration, in order. Names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_spine': spine,
  '0004_register': register,
  '0005_site_management': siteManagement,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
