import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useUsers } from '@festival/admin-data-access-users';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { PageContainer, PageHeader, useTableParams } from '@festival/shared-ui-kit';
import { StaffList } from '@festival/shared-ui-kit/staff';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { hasPermission } from '@festival/shared-util-permissions';
import { personName } from '@festival/shared-util-registration';
import { listQuery, TABLE_SEARCH_DEBOUNCE_MS } from '@festival/shared-util-table-params';
import { UserRolesButton } from './user-roles-button';
import { UserStatusButton } from './user-status-button';

/** The server orders accounts by creation only (libs/server/admin-users); the table offers what it can do. */
export const USER_SORT_FIELDS = ['createdAt'] as const;

/** `/users` (USER:R): the accounts, searchable and paged, with Disable / Enable for USER:U. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const { user: me, permissions } = useAuthSession();
  const canChange = hasPermission(permissions, 'USER', 'update');
  const canAssign = hasPermission(permissions, 'USER_PERMISSIONS', 'update');
  const table = useTableParams(USER_SORT_FIELDS);
  const query = {
    ...listQuery(table.params),
  };
  const users = useUsers(query);
  const csv = useCsvExport('/users', query);

  return (
    <PageContainer>
      <PageHeader title={t('users.title')} description={t('users.intro')} />
      <StaffList
        table={table}
        list={users}
        search={{
          label: t('users.search'),
          placeholder: t('users.searchPlaceholder'),
          // The table's own search box (SPEC.md §9: 300 ms).
          debounceMs: TABLE_SEARCH_DEBOUNCE_MS,
        }}
        csv={csv}
        label={t('users.tableLabel')}
        rowKey={(user) => user.sub}
        columns={[
          {
            key: 'name',
            header: t('users.columns.name'),
            cell: (user) => personName(user, '—'),
          },
          {
            key: 'email',
            header: t('users.columns.email'),
            cell: (user) => <Text wordBreak="break-all">{user.email}</Text>,
          },
          {
            key: 'status',
            header: t('users.columns.status'),
            cell: (user) => t(`users.status.${user.status}`, { defaultValue: user.status }),
          },
          {
            key: 'enabled',
            header: t('users.columns.enabled'),
            cell: (user) => (
              <Badge colorPalette={user.enabled ? 'green' : 'red'}>
                {user.enabled ? t('users.enabled') : t('users.disabled')}
              </Badge>
            ),
          },
          {
            key: 'createdAt',
            header: t('users.columns.createdAt'),
            // The server's order without a sort is newest first.
            sortField: 'createdAt',
            cell: (user) => formatDisplayDate(user.createdAt),
          },
        ]}
        actions={
          canChange || canAssign
            ? {
                header: t('users.columns.actions'),
                // The server refuses to disable one's own account or change one's own roles: nobody would be left to undo it.
                cell: (user) =>
                  user.sub === me?.id ? null : (
                    <HStack gap="2">
                      {canChange && <UserStatusButton user={user} />}
                      {canAssign && <UserRolesButton user={user} />}
                    </HStack>
                  ),
              }
            : undefined
        }
        loadingText={t('users.loading')}
        emptyText={t('users.empty')}
      />
    </PageContainer>
  );
}
