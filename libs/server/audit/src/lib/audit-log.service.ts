import { toListResult, type Db } from '@festival/server-db';
import { BadRequestError } from '@festival/server-platform';
import type { AuditEntry, AuditLogQuery, ListResult } from '@festival/shared-util-api-contracts';
import { startOfDayIn } from '@festival/shared-util-dates';
import { auditLogRepository, type AuditFilters } from './audit-log.repository';

const SORT_FIELDS = ['at'];
const MAX_PAGE = 1000;

/** The day `from`..`to` (calendar dates in the event's time zone, both included) as instants. */
export function auditFilters(query: AuditLogQuery): AuditFilters {
  if (query.sort !== undefined && !SORT_FIELDS.includes(query.sort))
    throw new BadRequestError('Invalid input', [
      { field: 'query.sort', message: `must be one of ${SORT_FIELDS.join(', ')}` },
    ]);
  if (query.from && query.to && query.from > query.to)
    throw new BadRequestError('Invalid input', [{ field: 'query.to', message: 'must not be before from' }]);
  return {
    actor: query.actor?.trim() || undefined,
    action: query.action?.trim() || undefined,
    from: query.from ? startOfDayIn(query.from) : undefined,
    to: query.to ? startOfDayIn(query.to, 1) : undefined,
    order: query.order ?? 'desc',
  };
}

/** The log for the admin site, newest first, filtered by who, what and when. */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<ListResult<AuditEntry>> {
  const filters = auditFilters(query);
  const take = query.take ?? 10;
  if (take > MAX_PAGE)
    throw new BadRequestError('Invalid input', [{ field: 'query.take', message: `must be <= ${MAX_PAGE}` }]);
  const skip = query.skip ?? 0;
  const { rows, total } = await auditLogRepository.page(db, filters, take, skip);
  return toListResult(
    rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total,
    skip,
  );
}

/** The filtered log unpaged and not run, for a CSV export. */
export function auditLogQuery(db: Db, query: AuditLogQuery) {
  return auditLogRepository.listQuery(db, auditFilters(query));
}
