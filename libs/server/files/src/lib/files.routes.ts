import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type {} from '@festival/server-auth';
import { permissionsOfUser } from '@festival/server-permissions';
import { currentUser } from '@festival/server-users';
import {
  DataEnvelope,
  ErrorBody,
  PresignedDownload,
  PresignedDownloadQuery,
  PresignedUpload,
  PresignedUploadQuery,
  PublicFileParams,
} from '@festival/shared-util-api-contracts';
import type { FileStorage } from './file-storage';
import type { FileQuota } from './files-config';
import { presignDownload, presignUpload, readPublicFile } from './files.service';
import { localFilesRoutes } from './local-files.routes';
import { LocalFileStorage } from './local-storage';

export interface FilesRoutesOptions {
  storage: FileStorage;
  /** The origin signed links start with (production: PUBLIC_BASE_URL's); by default the request's own. */
  publicOrigin?: (request: FastifyRequest) => string;
  /** What one account may keep (FilesConfig.quota). */
  quota: FileQuota;
}

/** A public file's key names one upload for good (a new picture gets a new uuid), so browsers and proxies may keep it. */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=86400, immutable';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** This server as the caller reached it, for URLs the local driver serves itself. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** SPEC.md §7 files rows; with the local-disk driver, also the signed upload and download endpoints. */
export const filesRoutes: FastifyPluginAsyncTypebox<FilesRoutesOptions> = async (
  app,
  { storage, publicOrigin = originOf, quota },
) => {
  app.get(
    '/files/presigned-upload-url',
    {
      config: { authenticated: true },
      schema: {
        tags: ['files'],
        summary:
          'A signed URL (10 minutes) to PUT one file of the given type to, once; returns the filePath to keep. 409 when the caller’s storage allowance is used up',
        security: [{ bearerAuth: [] }],
        querystring: PresignedUploadQuery,
        response: { 200: DataEnvelope(PresignedUpload), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const caller = { id: user.id, permissions: () => permissionsOfUser(app.db, user.id) };
      return { data: await presignUpload(storage, caller, request.query, publicOrigin(request), quota) };
    },
  );

  app.get(
    '/files/public/:type/:owner/:file',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary:
          'A public upload (the pictures of events and activities) for any visitor; keys are never reused, so it is cached for a day. 404 for any other file',
        params: PublicFileParams,
        response: { 200: Type.Unknown({ description: 'the image' }), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { type, owner, file } = request.params;
      const found = await readPublicFile(storage, `${type}/${owner}/${file}`);
      return reply
        .header('content-type', found.contentType)
        .header('content-length', String(found.size))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', PUBLIC_FILE_CACHE_CONTROL)
        .send(found.body);
    },
  );

  app.get(
    '/files/presigned-download-url',
    {
      config: { authenticated: true },
      schema: {
        tags: ['files'],
        summary: "A signed URL (10 minutes) to one stored file: the caller's own, or anyone's with ATTENDEE:R",
        security: [{ bearerAuth: [] }],
        querystring: PresignedDownloadQuery,
        response: { 200: DataEnvelope(PresignedDownload), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const caller = { id: user.id, permissions: () => permissionsOfUser(app.db, user.id) };
      return { data: await presignDownload(storage, caller, request.query.filePath, publicOrigin(request)) };
    },
  );

  if (storage instanceof LocalFileStorage) await app.register(localFilesRoutes, { storage });
};
