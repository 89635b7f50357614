import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically, type FileSystem } from '../writeFileAtomically';

/**
 * Blob storage (logos, certificates, models, reports). Embedded default: files under
 * $DATA_DIR/blobs. Keys are server-made (`<area>/<uuid>.<ext>`), never user paths.
 */
export interface BlobStore {
  put(area: string, bytes: Uint8Array, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

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
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
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
