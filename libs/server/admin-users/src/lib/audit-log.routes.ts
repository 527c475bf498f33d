import type {} from '@festival/server-auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditFilters, auditLogQuery, listAuditLog } from '@festival/server-audit';
import { asDate, exportResponse, wantsExport, type CsvExporter } from '@festival/server-exports';
import { AuditEntry, AuditLogQuery, ErrorBody, ListEnvelope } from '@festival/shared-util-api-contracts';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The audit log as CSV, as the screen filters it; before and after as JSON. */
export const auditLogExporter: CsvExporter<AuditLogQuery> = {
  fileName: 'audit-log',
  query: auditLogQuery,
  columns: [
    { header: 'When', value: (row) => asDate(row['at']) },
    { header: 'Who', value: (row) => row['actorEmail'] || row['actorSub'] },
    { header: 'Action', value: (row) => row['action'] },
    { header: 'Target', value: (row) => row['target'] },
    { header: 'Before', value: (row) => json(row['before']) },
    { header: 'After', value: (row) => json(row['after']) },
  ],
};

/** Who changed what, when (AUDIT_LOG:R): the admin site's audit log screen and its export. */
export const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.csvExports.define('audit-log', auditLogExporter);

  app.get(
    '/audit-log',
    {
      config: { permission: 'AUDIT_LOG:R' },
      schema: {
        tags: ['audit'],
        summary:
          'The audit log, newest first; actor matches part of the email, action the start of the action, from/to are days in Pacific/Honolulu (both included). With take above 1000: a CSV export (202)',
        security: [{ bearerAuth: [] }],
        querystring: AuditLogQuery,
        response: {
          200: ListEnvelope(AuditEntry),
          ...exportResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (!wantsExport(request.query)) return listAuditLog(app.db, request.query);
      auditFilters(request.query);
      return app.csvExports.reply(request, reply, 'audit-log', request.query);
    },
  );
};
