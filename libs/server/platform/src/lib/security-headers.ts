import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, onSendHookHandler, RouteOptions } from 'fastify';
import helmet, { contentSecurityPolicy } from 'helmet';
import fp from 'fastify-plugin';
import { asArray } from './route-options';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends this answer's Content-Security-Policy allowing the style and script elements that carry `nonce` (an HTML page's). */
    allowPageNonce(nonce: string): FastifyReply;
  }
}

export interface SecurityHeadersOptions {
  /** Origins the apps call besides their own (a Cognito endpoint, an S3 bucket). */
  connectSources: string[];
  /** Origins images come from besides their own (an S3 bucket). */
  imageSources: string[];
}

/** Whether every answer of a route is personal (it needs a signed-in caller), whoever asks. */
const isPersonalRoute = (route: RouteOptions) => {
  const config = route.config as { authenticated?: true; permission?: string } | undefined;
  return Boolean(config?.authenticated || config?.permission);
};

/** Where a personal answer may end up: nowhere but the screen that asked (no browser or proxy cache). */
const noStore: onSendHookHandler = (_request, reply, _payload, done) => {
  reply.header('cache-control', 'no-store');
  done();
};

/** A fresh nonce: 128 random bits in base64url (which CSP's base64-value allows). */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** Whether `value` has the shape of a nonce newCspNonce makes (checked before one read back from a client goes in a header). */
export function isCspNonce(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value);
}

/**
 * The headers every answer carries (docs/security.md): a Content-Security-Policy the three built
 * apps run under, no framing, no sniffing, a strict referrer, HSTS over HTTPS, and `no-store` on
 * answers to a signed-in caller.
 *
 * Styles: Chakra writes its styles at run time through emotion into `<style>` elements, which the
 * page's nonce allows: each HTML page gets a fresh one (allowPageNonce, sites.ts) that the apps give
 * their emotion cache; nothing else may add a style element (style-src-elem has no 'unsafe-inline').
 * Style attributes (React's `style={}`, Chakra's and Ark's positioning) cannot carry a nonce, so
 * style-src-attr still allows them inline: they can restyle an element, but not load anything or
 * read the page through selectors. Scripts come from the sites' own files; a page's inline script
 * runs only with the page's nonce (the server writes it; nothing else can).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    type Source = string | ((req: unknown, res: ServerResponse) => string);
    const directives = (styleElements: Source[], scripts: Source[] = ["'self'"]) => ({
      defaultSrc: ["'self'"],
      scriptSrc: scripts,
      styleSrcElem: styleElements,
      styleSrcAttr: ["'unsafe-inline'"],
      // For a browser that knows neither of the two above (none the apps support): elements only.
      styleSrc: styleElements,
      imgSrc: ["'self'", 'data:', 'blob:', ...options.imageSources],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...options.connectSources],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    });
    // helmet's headers worked out once (they depend on nothing in the request): @fastify/helmet builds
    // its middleware again on every request (parsing the whole policy each time), and even a middleware
    // built once sets each header on the raw response, which makes Node take its slow path for every
    // other header of the answer. Given to Fastify's reply instead, they go out with one writeHead.
    const staticHeaders = headersSetBy(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: directives(["'self'"]) },
        // Sent below only when the request came over HTTPS (a browser ignores it over HTTP anyway).
        strictTransportSecurity: false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        // The sites' pictures and the signed file links are loaded across the three subdomains.
        crossOriginResourcePolicy: { policy: 'same-site' },
        crossOriginEmbedderPolicy: false,
      }),
    );
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(staticHeaders);
      done();
    });
    // A page's policy replaces the one above: the same, with the page's nonce for its style elements
    // and its inline scripts (a sign-in page's check for a stored session, sign-in-shell.ts).
    const pageNonce: Source = (_req, res) => `'nonce-${(res as NonceCarrier).cspNonce}'`;
    const pagePolicy = contentSecurityPolicy({
      useDefaults: false,
      directives: directives(["'self'", pageNonce], ["'self'", pageNonce]),
    });
    app.decorateReply('allowPageNonce', function (this: FastifyReply, nonce: string) {
      if (!isCspNonce(nonce)) throw new Error('Not a nonce of newCspNonce');
      return this.headers(headersSetBy(pagePolicy, nonce));
    });
    app.addHook('onSend', (request, reply, _payload, done) => {
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      if (request.headers.authorization) reply.header('cache-control', 'no-store');
      done();
    });
    // A signed-in route's answers get theirs from a hook of the route's own, decided once when it is
    // added (reading the route's config on each answer, request.routeOptions, builds an object each time).
    app.addHook('onRoute', (route) => {
      if (isPersonalRoute(route)) route.onSend = [...asArray(route.onSend), noStore];
    });
  },
  { name: 'security-headers' },
);

type NonceCarrier = ServerResponse & { cspNonce?: string };

/**
 * The headers a helmet middleware sets, read off a stand-in response (helmet's headers depend on
 * nothing in the request; a page policy's on the nonce, handed to its directive as `cspNonce`).
 */
function headersSetBy(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
  cspNonce?: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    cspNonce,
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** The origin of a URL, or nothing when it is absent or not one. */
export function originOf(url: string | null | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
