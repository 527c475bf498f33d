/**
 * A route option that Fastify takes as one value or a list (its method, each of its hooks), as a
 * list: what an `onRoute` hook reads or adds to.
 */
export const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
