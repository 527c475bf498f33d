import { Badge, Box, Button, Center, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useUsers } from '@festival/admin-data-access-users';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import type { AdminUser } from '@festival/shared-util-api-contracts';
import {
  PageContainer,
  PageHeader,
  TablePagination,
  useIsMobile,
  useListPages,
  useTableParams,
} from '@festival/shared-ui-kit';
import { StaffListToolbar } from '@festival/shared-ui-kit/staff';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { hasPermission } from '@festival/shared-util-permissions';
import { listQuery, type SortOrder, TABLE_SEARCH_DEBOUNCE_MS } from '@festival/shared-util-table-params';
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
  const { params, setPage, setRows, setSort, setSearch } = useTableParams(USER_SORT_FIELDS);
  const query = {
    ...listQuery(params),
  };
  const users = useUsers(query);
  const csv = useCsvExport('/users', query);
  const rows = users.data?.data ?? [];
  const { total } = useListPages(users, params, setPage);
  // The server's default order is newest first.
  const createdOrder: SortOrder = params.sort?.order ?? 'desc';
  const nextOrder: SortOrder = createdOrder === 'desc' ? 'asc' : 'desc';
  // On a phone the six columns do not fit: one card per account instead, nothing off to the right.
  const isMobile = useIsMobile();

  // A stale link, or the last row of the last page disabled away: show the last page there is.

  return (
    <PageContainer>
      <PageHeader title={t('users.title')} description={t('users.intro')} />
      <StaffListToolbar
        search={{
          value: params.search,
          onChange: setSearch,
          label: t('users.search'),
          placeholder: t('users.searchPlaceholder'),
          debounceMs: TABLE_SEARCH_DEBOUNCE_MS,
        }}
        csv={csv}
      />
      <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
        {isMobile ? (
          <Stack as="ul" aria-label={t('users.tableLabel')} aria-busy={users.isFetching} gap="0" listStyleType="none">
            {rows.map((user) => (
              <UserCard
                key={user.sub}
                user={user}
                canChange={canChange}
                canAssign={canAssign}
                isMe={user.sub === me?.id}
              />
            ))}
          </Stack>
        ) : (
          <Table.Root size="sm" aria-label={t('users.tableLabel')} aria-busy={users.isFetching}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('users.columns.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('users.columns.email')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('users.columns.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('users.columns.enabled')}</Table.ColumnHeader>
                <Table.ColumnHeader
                  aria-sort={params.sort ? (createdOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <Button
                    variant="plain"
                    size="sm"
                    px="0"
                    fontWeight="semibold"
                    aria-label={t(nextOrder === 'asc' ? 'users.sortAscending' : 'users.sortDescending', {
                      column: t('users.columns.createdAt'),
                    })}
                    onClick={() => setSort({ field: 'createdAt', order: nextOrder })}
                  >
                    {t('users.columns.createdAt')} {createdOrder === 'asc' ? '↑' : '↓'}
                  </Button>
                </Table.ColumnHeader>
                {(canChange || canAssign) && <Table.ColumnHeader>{t('users.columns.actions')}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((user) => (
                <UserRow
                  key={user.sub}
                  user={user}
                  canChange={canChange}
                  canAssign={canAssign}
                  isMe={user.sub === me?.id}
                />
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {users.isPending && (
          <Center py="8" role="status" gap="3">
            <Spinner size="sm" />
            <Text>{t('users.loading')}</Text>
          </Center>
        )}
        {users.isSuccess && rows.length === 0 && (
          <Text textAlign="center" py="8" color="fg.muted">
            {t('users.empty')}
          </Text>
        )}
      </Box>
      <TablePagination page={params.page} rows={params.rows} total={total} onPage={setPage} onRows={setRows} />
    </PageContainer>
  );
}

interface UserItemProps {
  user: AdminUser;
  canChange: boolean;
  canAssign: boolean;
  isMe: boolean;
}

function UserRow({ user, canChange, canAssign, isMe }: UserItemProps) {
  const { t } = useTranslation('admin');
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Table.Row>
      <Table.Cell>{name || '—'}</Table.Cell>
      <Table.Cell>{user.email}</Table.Cell>
      <Table.Cell>{t(`users.status.${user.status}`, { defaultValue: user.status })}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={user.enabled ? 'green' : 'red'}>
          {user.enabled ? t('users.enabled') : t('users.disabled')}
        </Badge>
      </Table.Cell>
      <Table.Cell>{formatDisplayDate(user.createdAt)}</Table.Cell>
      {/* The server refuses to disable one's own account or change one's own roles: nobody would be left to undo it. */}
      {(canChange || canAssign) && (
        <Table.Cell>
          {isMe ? null : (
            <HStack gap="2">
              {canChange && <UserStatusButton user={user} />}
              {canAssign && <UserRolesButton user={user} />}
            </HStack>
          )}
        </Table.Cell>
      )}
    </Table.Row>
  );
}

function UserCard({ user, canChange, canAssign, isMe }: UserItemProps) {
  const { t } = useTranslation('admin');
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Box as="li" p="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Stack gap="1">
        <Text fontWeight="semibold">{name || '—'}</Text>
        <Text fontSize="sm" wordBreak="break-all">
          {user.email}
        </Text>
        <HStack gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
          <Text>{t(`users.status.${user.status}`, { defaultValue: user.status })}</Text>
          <Badge colorPalette={user.enabled ? 'green' : 'red'}>
            {user.enabled ? t('users.enabled') : t('users.disabled')}
          </Badge>
          <Text>{formatDisplayDate(user.createdAt)}</Text>
        </HStack>
        {(canChange || canAssign) && !isMe && (
          <HStack pt="2" gap="2">
            {canChange && <UserStatusButton user={user} />}
            {canAssign && <UserRolesButton user={user} />}
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
