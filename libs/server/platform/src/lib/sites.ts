import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, posix, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type {} from '@fastify/swagger';
import fp from 'fastify-plugin';
import { SiteConfig } from '@festival/shared-util-api-contracts';
import { CSP_NONCE_PLACEHOLDER, siteForHost, type Site } from '@festival/shared-util-site';
import { compressText, encodingFor } from './content-encoding';
import { BadRequestError, NotFoundError } from './http-errors';
import { isCspNonce, newCspNonce } from './security-headers';

export interface SitesOptions {
  /** Holds attendee/, admin/, identity/ as Vite builds them, each with an index.html. */
  sitesDir: string;
  /** Paths that belong to the server, never to an app: a miss there is a JSON 404, not the app page. */
  reservedPrefixes: string[];
  /** The runtime settings of the site a request is for. */
  siteConfig: (request: FastifyRequest) => Promise<SiteConfig>;
  /**
   * Fills a site's page on the server before it is sent (the attendee home: issue 14 point 3);
   * `template` reads the site's built index.html. Returns the page (with the nonce placeholder
   * still in it) and the request headers it depends on, or undefined to have the plain index.html sent.
   */
  fillPage?: (
    request: FastifyRequest,
    page: { site: Site; path: string; template: () => Promise<string> },
  ) => Promise<FilledPage | undefined>;
}

export interface FilledPage {
  html: string;
  /** Request headers the page depends on (besides Accept-Encoding), for Vary. */
  vary?: readonly string[];
}

/** Pages shorter than this go uncompressed (as @fastify/compress's threshold for the JSON answers). */
const COMPRESS_THRESHOLD = 1024;

const HASHED_ASSET =
  /(^\/assets\/)|([.-][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|png|jpe?g|svg|webp|avif|gif|ico|json|wasm)$)/;
// The service worker and the page that names the hashed assets must be re-checked on every visit.
const NEVER_STALE = /(^|\/)(index\.html|sw\.js|service-worker\.js|registerSW\.js|manifest\.webmanifest)$/;

export function cacheControlFor(path: string): string {
  if (NEVER_STALE.test(path)) return 'no-cache';
  if (HASHED_ASSET.test(path)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The request path as a safe relative file path, or null when it cannot name a file of the site. */
export function safeRelativePath(url: string): string {
  const rawPath = url.split('?')[0].split('#')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new BadRequestError('The path is not valid URL encoding');
  }
  if (decoded.includes('\0')) throw new BadRequestError('The path is not valid');
  const normalized = posix.normalize(decoded);
  return normalized.replace(/^\/+/, '');
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function acceptsHtml(request: FastifyRequest): boolean {
  return /text\/html/.test(request.headers.accept ?? '');
}

function notBuilt(request: FastifyRequest, reply: FastifyReply, site: Site) {
  const message = `The ${site} site is not built yet: run \`npm start\` (it builds what is missing) or \`npx nx build ${site}\`.`;
  reply.status(503).header('cache-control', 'no-store');
  if (acceptsHtml(request)) {
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head><body><main><h1>The ${site} site is not built yet</h1><p>${message.replace(/`([^`]+)`/g, '<code>$1</code>')}</p></main></body></html>`,
      );
  }
  return reply.send({ message, code: 'SITE_NOT_BUILT' });
}

/** A page's ETag: the page's hash (before its nonce goes in), its encoding, and the nonce it was sent with. */
const PAGE_ETAG = /^(?:W\/)?"([A-Za-z0-9_-]{27}(?:-br|-gzip)?)\.([A-Za-z0-9_-]+)"$/;

/** The ETag of the client's copy of this page as it is now, and the nonce in that copy; or nothing. */
function keptCopy(request: FastifyRequest, validator: string): { etag: string; nonce: string } | null {
  const header = request.headers['if-none-match'];
  if (!header) return null;
  for (const tag of header.split(',')) {
    const match = PAGE_ETAG.exec(tag.trim());
    // Any encoding of the same page: the browser keeps the decoded text.
    if (match && match[1].replace(/-(br|gzip)$/, '') === validator && isCspNonce(match[2]))
      return { etag: `"${match[1]}.${match[2]}"`, nonce: match[2] };
  }
  return null;
}

/**
 * Sends a site's page with a nonce of its own, in the page (where the build left the placeholder)
 * and in its Content-Security-Policy, so the page's style elements, the ones emotion adds and the
 * page's own inline script (a sign-in page's) apply.
 * A page differs per answer, so no shared cache may keep it (`private`); the browser revalidates
 * it on each visit (`no-cache`) with an ETag naming the page and the nonce it was sent with: while
 * the page is unchanged the answer is 304 with that same nonce in the policy, which the browser
 * stores with the copy it keeps (a fresh nonce there would no longer match the copy's).
 * If-None-Match `*` names no copy, so it gets the page.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: FilledPage): Promise<FastifyReply> {
  const hash = createHash('sha256').update(page.html).digest('base64url').slice(0, 27);
  const encoding = Buffer.byteLength(page.html) >= COMPRESS_THRESHOLD ? encodingFor(request) : null;
  reply
    .header('cache-control', 'private, no-cache')
    .header('vary', ['accept-encoding', ...(page.vary ?? [])].join(', '));
  const kept = keptCopy(request, hash);
  if (kept) return reply.allowPageNonce(kept.nonce).header('etag', kept.etag).status(304).send();
  const nonce = newCspNonce();
  reply
    .allowPageNonce(nonce)
    .header('etag', `"${hash}${encoding ? `-${encoding}` : ''}.${nonce}"`)
    .type('text/html; charset=utf-8');
  const body = page.html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compressText(body, encoding));
}

/**
 * Serves the three built apps by the Host header's first label (DESIGN.md §1), with the SPA
 * fallback to index.html for page navigations, and `GET /config.json` for each site.
 */
export const sitesPlugin = fp<SitesOptions>(
  async (app: FastifyInstance, options) => {
    const sitesDir = resolve(options.sitesDir);
    // The build writes x.br and x.gz beside each text file (tools/vite/precompress.ts): sent as they
    // are to a browser that accepts them, with Content-Encoding and Vary; ETags for the rest.
    await app.register(fastifyStatic, { root: sitesDir, serve: false, preCompressed: true });

    app.get('/config.json', { schema: { hide: true, response: { 200: SiteConfig } } }, async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return options.siteConfig(request);
    });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0];
      if (options.reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
        throw new NotFoundError(`Not found: ${request.method} ${path}`);
      }
      const site = siteForHost(request.headers.host);
      const root = join(sitesDir, site);
      if (!existsSync(join(root, 'index.html'))) return notBuilt(request, reply, site);

      const relative = safeRelativePath(request.url);
      const hidden = relative.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
      const target = resolve(root, relative);
      const inside = target === root || target.startsWith(root + sep);
      // The page itself, under its own name too, always gets its nonce.
      const page = relative === '' || relative === 'index.html';
      if (!page && !hidden && inside && isFile(target)) {
        reply.header('cache-control', cacheControlFor(`/${relative}`));
        return reply.sendFile(relative, root, { cacheControl: false });
      }
      // A path with an extension names a file that is not there; only page navigations get the app.
      const lastSegment = relative.split('/').pop() ?? '';
      if (!page && (lastSegment.includes('.') || !acceptsHtml(request))) {
        throw new NotFoundError(`Not found: ${request.method} ${path}`);
      }
      const template = () => readFile(join(root, 'index.html'), 'utf8');
      const filled = await options.fillPage?.(request, { site, path: `/${relative}`, template });
      return sendPage(request, reply, filled ?? { html: await template() });
    });
  },
  { name: 'sites', dependencies: ['error-handler', 'security-headers'] },
);
