import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compressText, encodingFor, type Encoding } from './content-encoding';

export interface PublicReadsOptions {
  /**
   * How long an answer is served from memory, in seconds; 0 turns the cache off. The bound on how
   * stale a replica's answer may be (another replica's staff edit, a booking's places left), so short.
   */
  ttlSeconds: number;
  /** Bodies at least this long are kept compressed too (brotli and gzip), as @fastify/compress would send them. */
  compressThreshold?: number;
  now?: () => number;
}

interface Entry {
  tags: readonly string[];
  /** What `load` gave: kept as is for `value`, serialized into `body` for `reply` and `text`. */
  value: unknown;
  body: string;
  /**
   * `body` in UTF-8, what `reply` sends: encoded once, not on each answer (a string body is measured
   * for Content-Length and encoded again by every send, the whole body when it holds any non-Latin-1 character).
   */
  bytes: Buffer;
  /** Whether the body is long enough to be sent compressed to a client that accepts it. */
  compressible: boolean;
  /** The identity representation's strong validator; the compressed ones add `-br` / `-gzip`. */
  hash: string;
  expires: number;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}

export interface PublicReads {
  /**
   * Answers a public read from memory while its entry is fresh, else from `load` (whose result
   * is serialized once, then kept). Sets ETag and Cache-Control, answers 304 to a matching
   * If-None-Match. The key is the URL: the answer must not depend on who asks.
   */
  reply(request: FastifyRequest, reply: FastifyReply, tag: string, load: () => Promise<unknown>): Promise<FastifyReply>;
  /**
   * A text kept the same way, for the caller to send (the attendee home's filled page, which gets
   * a nonce per answer): `key` names it, each of the tags (one, or several: a page made of events
   * and translations) invalidates it.
   */
  text(key: string, tags: readonly string[], load: () => Promise<string>): Promise<string>;
  /**
   * A value kept the same way, unserialized, for the caller to build a personal answer on (the
   * public part of the signed-in activity list: which activities, in which order). The caller must
   * not change it. A load that throws (an unknown event) is not kept.
   */
  value<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T>;
  /** Forgets every answer under `tag`: the next read loads afresh (staff changed the data). */
  invalidate(tag: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReads;
  }
}

/** Whether If-None-Match names any representation of this content (or `*`). */
function notModified(request: FastifyRequest, hash: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === `"${hash}"` || value === `"${hash}-br"` || value === `"${hash}-gzip"`;
  });
}

/**
 * The in-process cache of the public, rarely changing reads (the active events, an event with its
 * activities, the reference lists): their serialized JSON and its compressed forms, kept for
 * `ttlSeconds`. Staff writes invalidate their tag at once in this process; other replicas see the
 * change within the TTL, which is also how stale a booking's places-left count may be.
 * Browsers may keep an answer max-age=ttl and revalidate with the ETag (304, no body).
 */
export const publicReadsPlugin = fp<PublicReadsOptions>(
  async (app: FastifyInstance, { ttlSeconds, compressThreshold = 1024, now = Date.now }) => {
    const ttlMs = ttlSeconds * 1000;
    const cacheControl =
      ttlSeconds > 0 ? `public, max-age=${ttlSeconds}, stale-while-revalidate=${ttlSeconds * 6}` : 'no-cache';

    const entries = new Map<string, Entry>();
    /** Loads under way, so that a crowd missing at once costs one query. */
    const loading = new Map<string, Promise<Entry>>();
    /** Bumped by invalidate: a load that began before a staff write is not kept after it. */
    const generations = new Map<string, number>();

    const generationOf = (tags: readonly string[]) => tags.map((tag) => generations.get(tag) ?? 0).join(',');

    /** How an entry keeps what it loaded: serialized JSON (`reply`), a text, or the value itself. */
    type Kind = 'json' | 'text' | 'value';

    async function load(
      key: string,
      tags: readonly string[],
      read: () => Promise<unknown>,
      kind: Kind,
    ): Promise<Entry> {
      const generation = generationOf(tags);
      const value = await read();
      const body = kind === 'value' ? '' : kind === 'text' ? String(value) : JSON.stringify(value);
      const bytes = Buffer.from(body);
      const entry: Entry = {
        tags,
        value,
        body,
        bytes,
        compressible: bytes.length >= compressThreshold,
        hash: kind === 'value' ? '' : createHash('sha256').update(body).digest('base64url').slice(0, 27),
        expires: now() + ttlMs,
        compressed: {},
      };
      // Bounded by the routes' distinct URLs (queries of the lists); expired entries go on each miss.
      if (ttlMs > 0 && generation === generationOf(tags)) {
        for (const [k, e] of entries) if (e.expires <= now()) entries.delete(k);
        entries.set(key, entry);
      }
      return entry;
    }

    function fresh(key: string, tags: readonly string[], read: () => Promise<unknown>, kind: Kind): Promise<Entry> {
      const cached = entries.get(key);
      if (cached && cached.expires > now()) return Promise.resolve(cached);
      const pending = loading.get(key);
      if (pending) return pending;
      const started: Promise<Entry> = load(key, tags, read, kind).finally(() => {
        if (loading.get(key) === started) loading.delete(key);
      });
      loading.set(key, started);
      return started;
    }

    function compressed(entry: Entry, encoding: Encoding): Promise<Buffer> {
      entry.compressed[encoding] ??= compressText(entry.body, encoding);
      return entry.compressed[encoding];
    }

    app.decorate('publicReads', {
      async reply(request, reply, tag, load) {
        const entry = await fresh(`${request.method} ${request.url}`, [tag], load, 'json');
        reply.header('cache-control', cacheControl).header('vary', 'accept-encoding');
        const encoding = entry.compressible ? encodingFor(request) : null;
        reply.header('etag', encoding ? `"${entry.hash}-${encoding}"` : `"${entry.hash}"`);
        if (notModified(request, entry.hash)) return reply.status(304).send();
        reply.type('application/json; charset=utf-8');
        if (!encoding) return reply.send(entry.bytes);
        return reply.header('content-encoding', encoding).send(await compressed(entry, encoding));
      },
      async text(key, tags, load) {
        return (await fresh(`text ${key}`, tags, load, 'text')).body;
      },
      async value<T>(key: string, tags: readonly string[], load: () => Promise<T>) {
        return (await fresh(`value ${key}`, tags, load, 'value')).value as T;
      },
      invalidate(tag) {
        generations.set(tag, (generations.get(tag) ?? 0) + 1);
        loading.clear();
        for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
      },
    } satisfies PublicReads);
  },
  { name: 'public-reads' },
);

/**
 * Makes every successful write of this plugin scope (POST, PUT, PATCH, DELETE) invalidate `tag`,
 * before the answer leaves: the staff member's next read, and everyone's on this replica, is fresh.
 */
export function invalidatesPublicReads(scope: FastifyInstance, tag: string): void {
  scope.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      scope.publicReads.invalidate(tag);
  });
}
