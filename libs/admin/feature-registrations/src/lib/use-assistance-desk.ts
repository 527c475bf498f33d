import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { useTableParams } from '@festival/shared-ui-kit';
import { useTableFilters } from '@festival/shared-ui-kit/staff';
import { hasPermission } from '@festival/shared-util-permissions';
import { listQuery } from '@festival/shared-util-table-params';

const SORT_FIELDS = ['createdAt', 'name'] as const;

/**
 * What both assistance desks (visa, accommodation) keep alike: ACCOMMODATION:U lets staff act on
 * the requests, the table's page, sort and search, and the filters (status first) in the URL.
 */
export function useAssistanceDesk<K extends string, S extends string>(
  filterKeys: readonly ('status' | K)[],
  statuses: readonly S[],
) {
  const { permissions } = useAuthSession();
  const table = useTableParams(SORT_FIELDS);
  const { filters, setFilter } = useTableFilters(filterKeys);
  return {
    canChange: hasPermission(permissions, 'ACCOMMODATION', 'update'),
    filters,
    setFilter,
    listParams: listQuery(table.params),
    status: filters.status as S | undefined,
    /** The props AssistanceDesk takes from here. */
    deskProps: {
      table,
      statusFilter: { statuses, value: filters.status, onChange: (v: string | null) => setFilter('status', v) },
    },
  };
}
