import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, posix, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type {} from '@fastify/swagger';
import fp from 'fastify-plugin';
import { SiteConfig } from '@festival/shared-util-api-contracts';
import { siteForHost, type Site } from '@festival/shared-util-site';
import { BadRequestError, NotFoundError } from './http-errors';

export interface SitesOptions {
  /** Holds attendee/, admin/, identity/ as Vite builds them, each with an index.html. */
  sitesDir: string;
  /** Paths that belong to the server, never to an app: a miss there is a JSON 404, not the app page. */
  reservedPrefixes: string[];
  /** The runtime settings of the site a request is for. */
  siteConfig: (request: FastifyRequest) => Promise<SiteConfig>;
  /**
   * Fills a site's page on the server before it is sent (the attendee home: issue 14 point 3);
   * `template` reads the site's built index.html. Answers the request itself, or returns
   * undefined to have the plain index.html sent.
   */
  fillPage?: (
    request: FastifyRequest,
    reply: FastifyReply,
    page: { site: Site; path: string; template: () => Promise<string> },
  ) => Promise<FastifyReply | undefined>;
}

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
      if (relative && !hidden && inside && isFile(target)) {
        reply.header('cache-control', cacheControlFor(`/${relative}`));
        return reply.sendFile(relative, root, { cacheControl: false });
      }
      // A path with an extension names a file that is not there; only page navigations get the app.
      const lastSegment = relative.split('/').pop() ?? '';
      if (relative !== '' && (lastSegment.includes('.') || !acceptsHtml(request))) {
        throw new NotFoundError(`Not found: ${request.method} ${path}`);
      }
      if (options.fillPage) {
        const template = () => readFile(join(root, 'index.html'), 'utf8');
        const filled = await options.fillPage(request, reply, { site, path: `/${relative}`, template });
        if (filled) return filled;
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', root, { cacheControl: false });
    });
  },
  { name: 'sites', dependencies: ['error-handler'] },
);
