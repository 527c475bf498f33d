import type { SQL } from 'drizzle-orm';
import type { ListResult } from '@festival/shared-util-api-contracts';

/**
 * A piece of SQL one module's repository hands another's to embed (e.g. a correlated count), so that
 * services can name it in their interfaces without touching the database library themselves.
 */
export type SqlFragment<T = unknown> = SQL<T>;

/** LIKE patterns treat `%` and `_` as wildcards; a search for "50%" means the text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An (I)LIKE pattern matching values that contain `text` as typed. */
export const likeContaining = (text: string) => `%${escapeLike(text)}%`;

/** An (I)LIKE pattern matching values that start with `text` as typed. */
export const likeStartingWith = (text: string) => `${escapeLike(text)}%`;

/** One page of a list as a repository returns it: the rows and how many there are in all. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The list body (ListEnvelope) for the rows of a page that began at `skip`. */
export function toListResult<T>(data: T[], total: number, skip: number): ListResult<T> {
  return { data, hasNext: skip + data.length < total, payloadSize: data.length, totalRecords: total };
}
