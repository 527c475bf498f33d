import type { FastifyRequest } from 'fastify';
import { originOf, type SecurityHeadersOptions } from '@festival/server-platform';
import { siteForHost, siteOrigin } from '@festival/shared-util-site';
import type { ApiConfig } from './config';

/**
 * The origins the apps reach besides their own, for the Content-Security-Policy: the Cognito
 * endpoint when a real pool is used, and the S3 bucket the browser uploads to and reads from.
 */
export function browserOrigins(config: Pick<ApiConfig, 'identity' | 'idp' | 'files'>): SecurityHeadersOptions {
  const identity = config.idp
    ? []
    : config.identity.endpoint
      ? originOf(config.identity.endpoint)
      : [`https://cognito-idp.${config.identity.region}.amazonaws.com`];
  const s3 = config.files.s3;
  const bucket = !s3
    ? []
    : s3.endpoint
      ? originOf(s3.endpoint).flatMap((origin) =>
          s3.forcePathStyle ? [origin] : [origin, origin.replace('://', `://${s3.bucket}.`)],
        )
      : [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://s3.${s3.region}.amazonaws.com`];
  return { connectSources: [...identity, ...bucket], imageSources: bucket };
}

/**
 * The protocol and host the sites' links are built from. In production, PUBLIC_BASE_URL: the
 * Host header only picks which site (its first label), so a forged Host cannot send a user's
 * links, the identity endpoint among them, elsewhere. In development, the request itself.
 */
export function publicOrigin(
  config: Pick<ApiConfig, 'production' | 'publicBaseUrl'>,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): { protocol: string; host: string } {
  if (!config.production || !config.publicBaseUrl) return { protocol: request.protocol, host: request.host };
  const base = new URL(config.publicBaseUrl);
  const site = new URL(siteOrigin(siteForHost(request.host), { protocol: base.protocol, host: base.host }));
  return { protocol: base.protocol.replace(/:$/, ''), host: site.host };
}
