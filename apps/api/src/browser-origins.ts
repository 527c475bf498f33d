import { originOf, type SecurityHeadersOptions } from '@festival/server-platform';
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
