import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cachedReads, keepReadsOf } from './readCache';
import type { Database } from './schema';

/** A database handle whose writes the test makes by hand. */
function watchedDatabase() {
  const db = {} as Kysely<Database>;
  const writes = { generation: 0, watching: true };
  keepReadsOf(db, writes);
  return { db, writes };
}

describe('cachedReads', () => {
  it('reads only the ids not kept, in one call, and keeps each until the next write', async () => {
    const { db, writes } = watchedDatabase();
    const calls: string[][] = [];
    const read = async (ids: readonly string[]) => {
      calls.push([...ids]);
      return new Map(ids.map((id) => [id, `certificates of ${id}`]));
    };
    const key = (id: string) => `test ${id}`;

    const first = await cachedReads(db, ['A', 'B'], key, read);
    expect([...first]).toEqual([
      ['A', 'certificates of A'],
      ['B', 'certificates of B'],
    ]);
    const second = await cachedReads(db, ['B', 'C'], key, read);
    expect(second.get('C')).toBe('certificates of C');
    expect(calls).toEqual([['A', 'B'], ['C']]);

    writes.generation += 1;
    await cachedReads(db, ['A'], key, read);
    expect(calls).toEqual([['A', 'B'], ['C'], ['A']]);
  });

  it('keeps nothing while writes are not watched, and nothing from a failed read', async () => {
    const { db, writes } = watchedDatabase();
    let reads = 0;
    const read = async (ids: readonly string[]) => {
      reads += 1;
      return new Map(ids.map((id) => [id, id]));
    };
    writes.watching = false;
    await cachedReads(db, ['A'], String, read);
    await cachedReads(db, ['A'], String, read);
    expect(reads).toBe(2);

    writes.watching = true;
    await expect(cachedReads(db, ['B'], String, async () => new Map())).rejects.toThrow(/'B'/);
    await cachedReads(db, ['B'], String, read);
    await cachedReads(db, ['B'], String, read);
    expect(reads).toBe(3);
  });
});
