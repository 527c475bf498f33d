import type {} from '@festival/server-auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '@festival/server-db';
import type { FileStorage } from '@festival/server-files';
import type { JobQueue } from '@festival/server-jobs';
import { UnauthorizedError } from '@festival/server-platform';
import { currentUser } from '@festival/server-users';
import { DataEnvelope, ErrorBody, ExportLinks, ExportProgress, IdParams } from '@festival/shared-util-api-contracts';
import { CsvExports } from './exports.service';

export interface CsvExportsOptions {
  database: Pick<Database, 'db' | 'engine'>;
  storage: FileStorage;
  jobs: JobQueue;
  /** The API's prefix (e.g. `/api-svc/v1`): the progress route and the head link live under it. */
  basePath: string;
  /** Hours an export's file and record are kept (EXPORT_RETENTION_HOURS; default 24). */
  retentionHours?: number;
  /** The origin the links start with (production: PUBLIC_BASE_URL's); by default the request's own. */
  publicOrigin?: (request: FastifyRequest) => string;
}

/** This server as the caller reached it, for the links where no public origin is configured. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

declare module 'fastify' {
  interface FastifyInstance {
    /** CSV exports of lists: `define` an exporter once, then `reply` to an export request (see docs/architecture.md). */
    csvExports: CsvExports & {
      /** Answers a list call that asked for an export (`wantsExport`) with 202 and the links. */
      reply(request: FastifyRequest, reply: FastifyReply, name: string, params: object): Promise<{ data: ExportLinks }>;
    };
  }
}

/** The response of a list route that opted in, besides its 200 list: spread it into `schema.response`. */
export const exportResponse = { 202: DataEnvelope(ExportLinks), 429: ErrorBody };

const routes: FastifyPluginAsyncTypebox<CsvExportsOptions> = async (app, options) => {
  const { publicOrigin = originOf, ...deps } = options;
  const exports = new CsvExports({ ...deps, logger: app.log });
  app.decorate(
    'csvExports',
    Object.assign(exports, {
      async reply(request: FastifyRequest, reply: FastifyReply, name: string, params: object) {
        if (!request.principal) throw new UnauthorizedError();
        const links = await exports.start(name, params, {
          userId: currentUser(request).id,
          sub: request.principal.sub,
          origin: publicOrigin(request),
        });
        reply.code(202);
        return { data: links };
      },
    }),
  );

  app.get(
    `${options.basePath}/exports/:id`,
    {
      config: { authenticated: true },
      schema: {
        tags: ['exports'],
        summary: "The progress of one's own CSV export (the head link a list's export request returned)",
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: DataEnvelope(ExportProgress), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      if (!request.principal) throw new UnauthorizedError();
      return { data: await exports.progress(request.params.id, request.principal.sub) };
    },
  );
};

/** Not encapsulated: register it on the root, before the modules, so that every module sees `app.csvExports`. */
export const csvExportsPlugin = fp(routes, { name: 'csv-exports' });
