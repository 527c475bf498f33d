import type { Db } from './database';
import { coalescedReads } from './coalesced-reads';

const db = {} as Db;
const otherDb = {} as Db;

/** A read of squares that records each query's keys, answering when `release` is called. */
function squares() {
  const queries: number[][] = [];
  const pending: (() => void)[] = [];
  const read = coalescedReads(
    (_db, keys: readonly number[]) =>
      new Promise<Map<string, number>>((resolve, reject) => {
        queries.push([...keys]);
        pending.push(() =>
          keys.includes(-1) ? reject(new Error('refused')) : resolve(new Map(keys.map((k) => [String(k), k * k]))),
        );
      }),
    (key) => String(key),
  );
  const release = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { read, queries, release };
}

describe('coalescedReads', () => {
  it('sends the first read at once, alone, and those arriving meanwhile together in the next query', async () => {
    const { read, queries, release } = squares();
    const first = read(db, 2);
    const later = [read(db, 3), read(db, 4), read(db, 3)];
    expect(queries).toEqual([[2]]);
    await release();
    expect(queries).toEqual([[2], [3, 4, 3]]);
    await release();
    expect(await first).toBe(4);
    expect(await Promise.all(later)).toEqual([9, 16, 9]);
  });

  it('answers undefined for a key the query did not find', async () => {
    const read = coalescedReads(async () => new Map<string, number>(), String);
    expect(await read(db, 7)).toBeUndefined();
  });

  it('keeps the reads of different databases apart', async () => {
    const { read, queries, release } = squares();
    const a = read(db, 2);
    const b = read(otherDb, 5);
    expect(queries).toEqual([[2], [5]]);
    await release();
    await release();
    expect([await a, await b]).toEqual([4, 25]);
  });

  it('asks a failed query again key by key, so that only the refused key fails', async () => {
    const { read, queries, release } = squares();
    const first = read(db, 1);
    const good = read(db, 6);
    const bad = read(db, -1).catch((error: Error) => error.message);
    await release();
    await release();
    await release();
    await release();
    expect(await first).toBe(1);
    expect(await good).toBe(36);
    expect(await bad).toBe('refused');
    expect(queries).toEqual([[1], [6, -1], [6], [-1]]);
  });
});
