import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically, type FileSystem } from '../writeFileAtomically';

/**
 * Blob storage (logos, certificates, models, reports). Embedded default: files under
 * $DATA_DIR/blobs. Keys are server-made (`<area>/<uuid>.<ext>`), never user paths.
 */
export interface BlobStore {
  /** Writes a blob all or nothing; its bytes may arrive as pieces, never held whole here. */
  put(
    area: string,
    bytes: Uint8Array | AsyncIterable<Uint8Array>,
    extension: string,
  ): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
  /** A blob's bytes as pieces, read as they are taken (a large file is never held whole). */
  read(key: string): Promise<AsyncIterable<Uint8Array> | undefined>;
  remove(key: string): Promise<void>;
  /** Every blob of an area with when it was written (ms since 1970) and its size, for clean-ups. */
  list(area: string): Promise<{ key: string; writtenAt: number; bytes: number }[]>;
  /** The areas whose names start with `prefix` (areas made per owner of their blobs). */
  areas(prefix: string): Promise<string[]>;
}

/**
 * How old a leftover must be before a clean-up removes it (designed): a blob is written, then
 * recorded in the database a few milliseconds later, so anything a minute old that nothing
 * refers to was left by a crash, never by a write in progress on another replica.
 */
const LEFTOVER_AGE_MS = 60_000;

const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

export function fileBlobStore(dataDir: string, fileSystem?: FileSystem): BlobStore {
  const root = path.join(dataDir, 'blobs');
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid blob key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(area, bytes, extension) {
      const key = `${area}/${randomUUID()}.${extension}`;
      const file = fileOf(key);
      // All or nothing: a crash or a full disk never leaves half a file (StorageFullError).
      await writeFileAtomically(file, bytes, fileSystem);
      return key;
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch {
        return undefined;
      }
    },
    async read(key) {
      try {
        const handle = await fs.open(fileOf(key));
        return handle.createReadStream();
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async list(area) {
      const names = await fs.readdir(path.join(root, area)).catch(() => [] as string[]);
      const blobs: { key: string; writtenAt: number; bytes: number }[] = [];
      for (const name of names) {
        const key = `${area}/${name}`;
        if (!KEY_PATTERN.test(key)) continue;
        const stat = await fs.stat(fileOf(key)).catch(() => undefined);
        if (stat?.isFile()) blobs.push({ key, writtenAt: stat.mtimeMs, bytes: stat.size });
      }
      return blobs;
    },
    async areas(prefix) {
      const names = await fs.readdir(root).catch(() => [] as string[]);
      return names.filter((name) => name.startsWith(prefix) && /^[a-z0-9-]+$/.test(name));
    },
  };
}

/**
 * Removes the temporary files of writes a crash interrupted (`.<name>.<uuid>.partial`, see
 * writeFileAtomically) under $DATA_DIR's blobs and outbox, once they are LEFTOVER_AGE_MS old.
 * Answers how many were removed.
 */
export async function removePartialWrites(dataDir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const folder of ['blobs', 'outbox']) {
    const entries = await fs
      .readdir(path.join(dataDir, folder), { recursive: true })
      .catch(() => [] as string[]);
    for (const entry of entries) {
      if (!entry.endsWith('.partial')) continue;
      const file = path.join(dataDir, folder, entry);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile() || now - stat.mtimeMs < LEFTOVER_AGE_MS) continue;
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Removes the blobs of an area that no row refers to, once they are LEFTOVER_AGE_MS old. */
export async function removeUnreferencedBlobs(
  blobs: BlobStore,
  area: string,
  referenced: ReadonlySet<string>,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  for (const blob of await blobs.list(area)) {
    if (referenced.has(blob.key) || now - blob.writtenAt < LEFTOVER_AGE_MS) continue;
    await blobs.remove(blob.key);
    removed += 1;
  }
  return removed;
}

/** Splits a data URL (the EPC certificate of registration, shell §3) into bytes and extension. */
export function decodeDataUrl(dataUrl: string): { bytes: Buffer; extension: string } | undefined {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+)?(;base64)?,(.*)$/is.exec(dataUrl);
  if (!match) return undefined;
  const type = (match[1] ?? 'application/octet-stream').toLowerCase();
  const payload = match[3] ?? '';
  const bytes = match[2]
    ? Buffer.from(payload, 'base64')
    : Buffer.from(decodeURIComponent(payload));
  const extension =
    { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' }[type] ?? 'bin';
  return { bytes, extension };
}
