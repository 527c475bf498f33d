import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { contentSecurityPolicy } from 'helmet';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends this answer's Content-Security-Policy allowing the style elements that carry `nonce` (an HTML page's). */
    allowStyleNonce(nonce: string): FastifyReply;
  }
}

export interface SecurityHeadersOptions {
  /** Origins the apps call besides their own (a Cognito endpoint, an S3 bucket). */
  connectSources: string[];
  /** Origins images come from besides their own (an S3 bucket). */
  imageSources: string[];
}

/** Where a personal answer may end up: nowhere but the screen that asked (no browser or proxy cache). */
const isPersonal = (request: FastifyRequest) => {
  const config = request.routeOptions.config as { authenticated?: true; permission?: string } | undefined;
  return Boolean(request.headers.authorization || config?.authenticated || config?.permission);
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
 * page's nonce allows: each HTML page gets a fresh one (allowStyleNonce, sites.ts) that the apps give
 * their emotion cache; nothing else may add a style element (style-src-elem has no 'unsafe-inline').
 * Style attributes (React's `style={}`, Chakra's and Ark's positioning) cannot carry a nonce, so
 * style-src-attr still allows them inline: they can restyle an element, but not load anything or
 * read the page through selectors. Scripts come only from the sites' own files.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const directives = (styleElements: Array<string | ((req: unknown, res: ServerResponse) => string)>) => ({
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
    // helmet's middleware built once: @fastify/helmet builds it again on every request (parsing the
    // whole policy each time), a tenth of a cached public read's time in the reads bench.
    const applyHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: directives(["'self'"]) },
      // Sent below only when the request came over HTTPS (a browser ignores it over HTTP anyway).
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The sites' pictures and the signed file links are loaded across the three subdomains.
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginEmbedderPolicy: false,
    });
    // Every directive above is fixed, so helmet's answer is too: taken once, then only set on each
    // answer (helmet still wrote the policy string out header by header on every request).
    const headers = headersOf(applyHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    // A page's policy replaces the one above: the same, with the page's nonce for its style elements.
    const nonces = new WeakMap<ServerResponse, string>();
    const applyPagePolicy = contentSecurityPolicy({
      useDefaults: false,
      directives: directives(["'self'", (_req, res) => `'nonce-${nonces.get(res)}'`]),
    });
    app.decorateReply('allowStyleNonce', function (this: FastifyReply, nonce: string) {
      if (!isCspNonce(nonce)) throw new Error('Not a nonce of newCspNonce');
      nonces.set(this.raw, nonce);
      applyPagePolicy(this.request.raw, this.raw, (error) => {
        if (error) throw error;
      });
      return this;
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      if (isPersonal(request)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);

/** The headers a middleware of fixed headers (helmet's) sets, taken by running it once on a stand-in answer. */
function headersOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): [string, string | string[]][] {
  const headers = new Map<string, string | string[]>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.set(name, typeof value === 'number' ? String(value) : (value as string | string[])),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('the security headers are not fixed: they cannot be taken once');
  return [...headers];
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
