import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database';

interface Executable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A hot query built once per database rather than on every call: drizzle's prepared statement
 * (the SQL text and the row mapping are made once; on PostgreSQL it is a named statement, parsed
 * once per connection). `build` takes every value as `sql.placeholder(<key of values>)`. A
 * transaction is its own `Db` and builds its own on first use, so prepare what runs outside one.
 */
export function preparedQuery<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Db) => { prepare(name: string): Executable<Result> },
): (db: Db, values: Values) => Promise<Result> {
  const built = new WeakMap<Db, Executable<Result>>();
  return (db, values) => {
    let query = built.get(db);
    if (!query) {
      query = build(db).prepare(name);
      built.set(db, query);
    }
    return query.execute(values);
  };
}

/**
 * The values of a prepared insert, each named after its column: `placeholders('recipient',
 * 'subject')` is `{ recipient: sql.placeholder('recipient'), subject: sql.placeholder('subject') }`.
 */
export function placeholders<Name extends string>(...names: Name[]): Record<Name, Placeholder<Name>> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<Name, Placeholder<Name>>;
}

const dialect = new PgDialect();

/**
 * A hand-written statement (a CTE doing several things at once) as a prepared statement: its SQL
 * text is made once per process, and on PostgreSQL it is a named statement parsed once per
 * connection. `statement` takes every value as `sql.placeholder(<key of values>)`. Rows come back
 * as the driver gives them, so select values that read the same on both engines (text, integer,
 * float8, boolean; a timestamp as epoch milliseconds).
 */
export function preparedStatement<Values extends Record<string, unknown>, Row>(
  name: string,
  statement: SQL,
): (db: Db, values: Values) => Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const built = new WeakMap<Db, Executable<{ rows: Row[] }>>();
  return async (db, values) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(query, undefined, name, false) as Executable<{ rows: Row[] }>;
      built.set(db, prepared);
    }
    return (await prepared.execute(values)).rows;
  };
}
