import { randomUUID } from 'node:crypto';
import nodeFs from 'node:fs/promises';
import path from 'node:path';

/** The part of node:fs/promises a write needs (a test double replaces it to simulate ENOSPC). */
export type FileSystem = Pick<typeof nodeFs, 'mkdir' | 'writeFile' | 'rename' | 'rm'>;

/** A write that could not finish; nothing was left at the target (or beside it). */
export class StorageFullError extends Error {
  constructor(target: string, options?: { cause?: unknown }) {
    super(
      `There is no space left to save ${path.basename(target)}. Nothing was saved; try again later.`,
      options,
    );
    this.name = 'StorageFullError';
  }
}

/**
 * Writes a file all or nothing (issue 14, faults): the bytes go to a temporary file in the same
 * folder, which is renamed over the target only once fully written; on any failure (ENOSPC when
 * the disk under DATA_DIR is full) the temporary file is removed and the target is untouched.
 * The data may arrive as pieces (an upload read as it comes): a piece's error fails the write.
 */
export async function writeFileAtomically(
  target: string,
  data: string | Uint8Array | AsyncIterable<Uint8Array>,
  fs: FileSystem = nodeFs,
): Promise<void> {
  const folder = path.dirname(target);
  const temporary = path.join(folder, `.${path.basename(target)}.${randomUUID()}.partial`);
  try {
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(temporary, data, { flush: true });
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => undefined);
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT')
      throw new StorageFullError(target, { cause: error });
    throw error;
  }
}
