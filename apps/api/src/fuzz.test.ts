import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { seedDemoData } from '@festival/server-seed';
import { seedAdminHook } from './seed-admin';
import { buildApp } from './app';
import { makeSitesDir, testConfig } from './test-app';
import { testIdpClient } from './test-idp-client';

/**
 * Malformed input never gets a 500 and never changes a row: walk the OpenAPI document and send
 * generated bad requests to every operation, as an ordinary signed-in user and as a visitor; and
 * every number a request carries (query, path, body), made overflowing, negative, fractional and
 * not a number, as an administrator, whom no route turns away before validation. The generator is
 * seeded, so a failure repeats; the failing requests are listed in the assertion message.
 */

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const API = '/api-svc/v1';
const REQUESTS = 10_000;
const UUID = '00000000-0000-4000-8000-000000000000';

/**
 * Tables a refused request may change: rate-limit and failed-key counters are the defence, and
 * app_meta gets the wallet's signing key on its first use (a public key-set request), not a user's row.
 */
const COUNTERS = new Set(['idp_rate_counters', 'delegation_key_failures', 'app_meta']);

interface Schema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** mulberry32: a small seeded generator, so the same requests are sent every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Deeply nested arrays as raw JSON text (JSON.stringify of such a value would itself overflow). */
const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Values that are wrong for almost any field: wrong types, NUL bytes, overflowing numbers, huge strings. */
const BAD_JSON_VALUES: unknown[] = [
  [],
  [1],
  {},
  { $ne: null },
  null,
  true,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x'.repeat(70_000),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '2027-02-30',
  'not-a-uuid',
  UUID,
  ['\u0000'],
  [{}],
  { __proto__: { admin: true } },
];

/** Raw strings for path and query parameters (already URL-encoded where they need to be). */
const BAD_PARAMS = [
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '99999999999999999999',
  '-1',
  '1e309',
  'NaN',
  'null',
  '%5B%5D',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5_000),
  '%F0%9F%8C%BA',
  'not-a-uuid',
  UUID,
  '1.5',
  'true',
  '%27%20or%201%3D1%20--',
];

/**
 * What no bounded whole number takes, as URL text: beyond any maximum (past PostgreSQL's bigint
 * and JavaScript's safe integers too), below any minimum, fractional, and not a number at all.
 */
const BAD_NUMBERS_IN_URL = [
  '99999999999999999999',
  '9223372036854775808',
  '9007199254740993',
  '1e308',
  '1e309',
  '-1',
  '-99999999999999999999',
  '-1e308',
  '1.5',
  '-0.5',
  '0.000001',
  'NaN',
  'Infinity',
  '-Infinity',
  'abc',
  '1%00',
  '%5B%5D',
  '1,2',
];

/** The same as JSON body text: a body's numbers are never coerced from strings. */
const BAD_NUMBERS_IN_JSON = [
  '99999999999999999999',
  '1e308',
  '1e400',
  '-1',
  '-1e308',
  '1.5',
  '-0.5',
  '"12"',
  '"abc"',
  'true',
  '[]',
  '{}',
];

const isNumeric = (schema: Schema | undefined): boolean => {
  const types = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  return types.includes('integer') || types.includes('number');
};

/** The numeric schemas inside a schema, each with its path (object keys, `0` for array items). */
function numbersIn(
  schema: Schema | undefined,
  path: (string | number)[] = [],
  depth = 0,
): [(string | number)[], Schema][] {
  if (!schema || depth > 8) return [];
  if (isNumeric(schema)) return [[path, schema]];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) => numbersIn(value, [...path, key], depth + 1)),
    ...(schema.items ? numbersIn(schema.items, [...path, 0], depth + 1) : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((choice) => numbersIn(choice, path, depth + 1)),
  ];
}

const hasBounds = (schema: Schema) =>
  (schema.minimum ?? schema.exclusiveMinimum) !== undefined &&
  (schema.maximum ?? schema.exclusiveMaximum) !== undefined;

/** A body shaped like the schema (so that validation reaches the nested fields), before one field is broken. */
function shapeOf(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return shapeOf(choice.find((s) => s.type !== 'null') ?? choice[0], depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, shapeOf(value, depth + 1)]),
      );
    case 'array':
      return [shapeOf(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return schema.format === 'uuid' ? UUID : schema.format === 'email' ? 'fuzz@example.com' : 'x';
  }
}

/** Every path to a value inside a JSON value (object keys and array indexes). */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, i) => pathsOf(item, [...prefix, i]))];
  if (value && typeof value === 'object')
    return [prefix, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  return [prefix];
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]] = replaceAt(copy[path[0]], path.slice(1), replacement);
  return copy;
}

interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  signedIn: boolean | 'admin';
}

const operationsOf = (paths: Record<string, Record<string, Operation>>) =>
  Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

/**
 * Every number of every operation, broken alone in every way: one request per number and bad
 * value, the rest of the request as well-formed as the schema makes it.
 */
const NUMBER_MARKER = '__fuzzed_number__';

function* everyBadNumber(paths: Record<string, Record<string, Operation>>): Generator<FuzzRequest> {
  for (const { path, method, operation } of operationsOf(paths)) {
    const parameters = operation.parameters ?? [];
    const url = path.replace(/\{[^}]+\}/g, UUID);
    const schema = operation.requestBody?.content['application/json']?.schema;
    const shape = schema ? JSON.stringify(shapeOf(schema)) : undefined;
    const withBody = schema || method !== 'GET' ? { payload: shape ?? '{}', contentType: 'application/json' } : {};
    for (const parameter of parameters.filter((p) => p.in !== 'header' && isNumeric(p.schema))) {
      for (const value of BAD_NUMBERS_IN_URL) {
        const target =
          parameter.in === 'path'
            ? path.replace(`{${parameter.name}}`, value).replace(/\{[^}]+\}/g, UUID)
            : `${url}?${parameter.name}=${value}`;
        yield { method, url: target, ...withBody, signedIn: 'admin' };
      }
    }
    if (!schema) continue;
    const body = shapeOf(schema);
    for (const [at] of numbersIn(schema)) {
      for (const value of BAD_NUMBERS_IN_JSON) {
        // Raw text, so that values JSON.stringify cannot write (1e400) reach the parser as sent.
        const payload = JSON.stringify(replaceAt(body, at, NUMBER_MARKER)).replace(`"${NUMBER_MARKER}"`, value);
        yield { method, url, payload, contentType: 'application/json', signedIn: 'admin' };
      }
    }
  }
}

function* generate(paths: Record<string, Record<string, Operation>>, random: () => number): Generator<FuzzRequest> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const operations = operationsOf(paths);
  for (let n = 0; ; n += 1) {
    const { path, method, operation } = operations[n % operations.length];
    const parameters = operation.parameters ?? [];
    const url = path.replace(/\{[^}]+\}/g, () => (random() < 0.6 ? pick(BAD_PARAMS) : UUID));
    const query = parameters
      .filter((p) => p.in === 'query' && random() < 0.5)
      .map((p) => {
        const value = pick(BAD_PARAMS);
        // Repeated keys and bracketed keys reach the parser as arrays and objects.
        return random() < 0.2
          ? `${p.name}=${value}&${p.name}=${value}`
          : random() < 0.1
            ? `${p.name}[a]=${value}`
            : `${p.name}=${value}`;
      });
    const schema = operation.requestBody?.content['application/json']?.schema;
    let payload: string | undefined;
    let contentType: string | undefined;
    if (schema || method !== 'GET') {
      const roll = random();
      if (roll < 0.08) payload = deepArrays(20_000);
      else if (roll < 0.14) payload = '{"attendees": [' + deepArrays(5_000) + ']}';
      else if (roll < 0.2) payload = pick(['{', 'null', '"x"', '[]', '{"a":1,}', '\u0000', '{"__proto__":{"x":1}}']);
      else {
        const shape = shapeOf(schema);
        const target = pick(pathsOf(shape));
        payload = JSON.stringify(replaceAt(shape, target, pick(BAD_JSON_VALUES)));
      }
      contentType = random() < 0.05 ? 'text/plain' : 'application/json';
    }
    yield {
      method,
      url: `${url}${query.length ? `?${query.join('&')}` : ''}`,
      payload,
      contentType,
      signedIn: random() < 0.85,
    };
  }
}

describe(`malformed input on every route (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  let adminToken: string;
  let paths: Record<string, Record<string, Operation>>;

  async function rowCounts(): Promise<Record<string, number>> {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = (
      await rows<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
    )
      .map((r) => r.table_name)
      .filter((t) => !COUNTERS.has(t));
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`));
      counts[table] = Number(row.n);
    }
    return counts;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    // Built sites, as in production: a path no route takes goes to a site's index.html.
    const config = testConfig({ SITES_DIR: makeSitesDir(['attendee', 'admin', 'identity']) });
    await seedDemoData(database.db, { seedAdmin: seedAdminHook(config) });
    app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const idp = testIdpClient(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      database.db,
      config.identity,
    );
    token = (await idp.newSignedInUser({ givenName: 'Fuzz' })).idToken;
    adminToken = (await idp.signIn(config.admin.email, config.admin.password)).idToken;
    // The first authenticated call creates the user's own row; that is not the fuzzing's doing.
    for (const caller of [token, adminToken])
      await app.inject({ url: `${API}/users/me`, headers: { authorization: `Bearer ${caller}` } });
    paths = (await app.inject(`${API}/openapi.json`)).json().paths;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  /** Sends the requests: how many of each status, and the ones answered 5xx and those let through (below 400), described. */
  async function send(requests: Iterable<FuzzRequest>, count: number) {
    const failures: string[] = [];
    const accepted: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const request of requests) {
      if (sent >= count) break;
      sent += 1;
      const bearer = request.signedIn === 'admin' ? adminToken : request.signedIn ? token : null;
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        headers: {
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const described = `${response.statusCode} ${request.method} ${request.url.slice(0, 160)} ${String(request.payload).slice(0, 160)} → ${response.body.slice(0, 160)}`;
      if (response.statusCode >= 500) failures.push(described);
      else if (response.statusCode < 400) accepted.push(described);
    }
    return { failures, accepted, statuses, sent };
  }

  it('declares bounds on every number a request carries: query, path and body', () => {
    expect(Object.keys(paths).length).toBeGreaterThan(40);
    const unbounded = operationsOf(paths).flatMap(({ path, method, operation }) => [
      ...(operation.parameters ?? [])
        .filter((p) => isNumeric(p.schema) && !hasBounds(p.schema as Schema))
        .map((p) => `${method} ${path} ${p.in} ${p.name}`),
      ...numbersIn(operation.requestBody?.content['application/json']?.schema)
        .filter(([, schema]) => !hasBounds(schema))
        .map(([at]) => `${method} ${path} body ${at.join('.')}`),
    ]);
    expect(unbounded).toEqual([]);
  });

  it(`answers ${REQUESTS} generated bad requests across the OpenAPI document without a 500, changing nothing`, async () => {
    const before = await rowCounts();
    const started = performance.now();
    // Every number, broken every way, first; then seeded random requests up to the total.
    const numbers = await send(everyBadNumber(paths), REQUESTS);
    const numericParameters = operationsOf(paths).flatMap(({ operation }) =>
      (operation.parameters ?? []).filter((p) => p.in !== 'header' && isNumeric(p.schema)),
    );
    expect(numericParameters.length).toBeGreaterThan(20);
    expect(numbers.sent).toBeLessThan(REQUESTS / 2);
    expect(numbers.failures, numbers.failures.join('\n')).toEqual([]);
    // A broken number is refused, never let through.
    expect(numbers.accepted, numbers.accepted.join('\n')).toEqual([]);
    const rest = await send(generate(paths, seeded(20261125)), REQUESTS - numbers.sent);
    expect(rest.failures, rest.failures.join('\n')).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    // Most answers are refusals (400/401/403/404/409/413/415); the rest are public reads that ignore nothing harmful.
    const refused = [...rest.statuses].filter(([status]) => status >= 400).reduce((sum, [, count]) => sum + count, 0);
    expect(refused / rest.sent).toBeGreaterThan(0.8);
    console.info(
      `fuzz (${engine}): ${numbers.sent} broken numbers and ${rest.sent} random requests in ${Math.round(performance.now() - started)} ms`,
    );
  }, 600_000);
});
