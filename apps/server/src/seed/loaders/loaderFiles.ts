import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { loadConfig } from '../../config';
import { loadBundledOpenData } from '../openData';
import { migrateToLatest, openDatabase, type AppDatabase } from '../../db/database';

/** A file's text in chunks; `.gz` files are unzipped on the fly. */
export function textChunks(file: string): AsyncIterable<string> {
  const raw = createReadStream(file);
  const stream = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  stream.setEncoding('utf8');
  return stream as AsyncIterable<string>;
}

/** A file's lines (for GeoJSON text sequences). */
export function textLines(file: string): AsyncIterable<string> {
  const raw = createReadStream(file);
  return createInterface({ input: file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw });
}

/** The server's own database (DATABASE_URL or PGlite under DATA_DIR), migrated. */
export async function openServerDatabase(): Promise<AppDatabase> {
  const database = await openDatabase(loadConfig());
  await migrateToLatest(database.db, database.schema);
  // A new database gets the bundled demo-area data first, as the server's first start would.
  await loadBundledOpenData(database.db);
  return database;
}
