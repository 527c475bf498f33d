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
