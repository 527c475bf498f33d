import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';

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

/**
 * The headers every answer carries (docs/security.md): a Content-Security-Policy the three built
 * apps run under, no framing, no sniffing, a strict referrer, HSTS over HTTPS, and `no-store` on
 * answers to a signed-in caller.
 *
 * Styles: Chakra writes its styles at run time through emotion, into `<style>` elements and
 * style attributes, so style-src allows inline styles; scripts come only from the sites' own files.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    // helmet's middleware built once: @fastify/helmet builds it again on every request (parsing the
    // whole policy each time), a tenth of a cached public read's time in the reads bench.
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...options.imageSources],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...options.connectSources],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Sent below only when the request came over HTTPS (a browser ignores it over HTTP anyway).
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The sites' pictures and the signed file links are loaded across the three subdomains.
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      if (isPersonal(request)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);

/** The origin of a URL, or nothing when it is absent or not one. */
export function originOf(url: string | null | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
