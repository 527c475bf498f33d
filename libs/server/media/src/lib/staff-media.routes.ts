import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type {} from '@festival/server-auth';
import { asDate, exportResponse, wantsExport, type CsvExporter } from '@festival/server-exports';
import { UnauthorizedError } from '@festival/server-platform';
import {
  DataEnvelope,
  ErrorBody,
  IdParams,
  ListEnvelope,
  MediaStatusChange,
  StaffMediaApplication,
  StaffMediaQuery,
} from '@festival/shared-util-api-contracts';
import { mediaRepository } from './media.repository';
import {
  changeMediaStatus,
  getMediaApplicationForStaff,
  listMediaApplications,
  staffMediaFilter,
} from './media.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** The media list as CSV, as the screen filters it. */
export const mediaExporter: CsvExporter<StaffMediaQuery> = {
  fileName: 'media-applications',
  query: (db, query) => mediaRepository.staffListQuery(db, staffMediaFilter(query)),
  columns: [
    { header: 'Applied', value: (row) => asDate(row['createdAt']) },
    { header: 'Event', value: (row) => row['eventName'] },
    { header: 'First name', value: (row) => row['firstName'] },
    { header: 'Last name', value: (row) => row['lastName'] },
    { header: 'Email', value: (row) => row['email'] },
    { header: 'Organisation', value: (row) => row['organisation'] },
    { header: 'Role', value: (row) => row['role'] },
    { header: 'Outlet country', value: (row) => row['outletCountry'] },
    { header: 'Website', value: (row) => row['website'] },
    { header: 'Portfolio', value: (row) => row['portfolioUrl'] },
    { header: 'Status', value: (row) => row['status'] },
  ],
};

/** Staff side of media applications (MEDIA:R to look, MEDIA:U to decide): list, export, review, decide. */
export const staffMediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.csvExports.define('media-applications', mediaExporter);
  const tags = ['media (staff)'];

  app.get(
    '/media-applications',
    {
      config: { permission: 'MEDIA:R' },
      schema: {
        tags,
        summary:
          'Media applications, newest first; filter by event, status and role; search the organisation, name or email. With take above a page: a CSV export (202)',
        security: [{ bearerAuth: [] }],
        querystring: StaffMediaQuery,
        response: { 200: ListEnvelope(StaffMediaApplication), ...exportResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (!wantsExport(request.query)) return listMediaApplications(app.db, request.query);
      return app.csvExports.reply(request, reply, 'media-applications', request.query);
    },
  );

  app.get(
    '/media-applications/:id',
    {
      config: { permission: 'MEDIA:R' },
      schema: {
        tags,
        summary: 'One media application with its applicant',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: DataEnvelope(StaffMediaApplication), ...errors },
      },
    },
    async (request) => ({ data: await getMediaApplicationForStaff(app.db, request.params.id) }),
  );

  app.put(
    '/media-applications/:id/status',
    {
      config: { permission: 'MEDIA:U' },
      schema: {
        tags,
        summary:
          'Accredit (APPROVED), reject, reopen (REVIEWING) or archive an application, as docs/statuses.md allows (422 otherwise); audited',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: MediaStatusChange,
        response: { 200: DataEnvelope(StaffMediaApplication), ...errors },
      },
    },
    async (request) => {
      if (!request.principal) throw new UnauthorizedError();
      return { data: await changeMediaStatus(app.db, request.principal.sub, request.params.id, request.body.status) };
    },
  );
};
