import { Badge, Box, Button, Center, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDeleteRole, useRoles } from '@festival/admin-data-access-users';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import {
  PageContainer,
  PageHeader,
  showSuccessToast,
  TablePagination,
  useConfirm,
  useListPages,
  useTableParams,
} from '@festival/shared-ui-kit';
import { StaffListToolbar } from '@festival/shared-ui-kit/staff';
import type { Role } from '@festival/shared-util-api-contracts';
import { hasPermission } from '@festival/shared-util-permissions';
import { listQuery, type SortOrder, TABLE_SEARCH_DEBOUNCE_MS } from '@festival/shared-util-table-params';
import { useRoleDialog } from './role-dialog';

export const ROLE_SORT_FIELDS = ['name'] as const;
/** Roles every installation has; the server refuses to change them. */
const SYSTEM_ROLES = ['Administrator'];

/** `/roles` (ROLE:R): roles and their permissions; New role (ROLE:C), Edit (ROLE:U), Delete (ROLE:D). */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const { permissions } = useAuthSession();
  const can = {
    create: hasPermission(permissions, 'ROLE', 'create'),
    update: hasPermission(permissions, 'ROLE', 'update'),
    delete: hasPermission(permissions, 'ROLE', 'delete'),
  };
  const { params, setPage, setRows, setSort, setSearch } = useTableParams(ROLE_SORT_FIELDS);
  const query = {
    ...listQuery(params),
  };
  const roles = useRoles(query);
  const csv = useCsvExport('/roles', query);
  const openRole = useRoleDialog();
  const rows = roles.data?.data ?? [];
  const { total } = useListPages(roles, params, setPage);
  const order: SortOrder = params.sort?.order ?? 'asc';

  return (
    <PageContainer>
      <PageHeader title={t('roles.title')} description={t('roles.intro')} />
      <StaffListToolbar
        search={{
          value: params.search,
          onChange: setSearch,
          label: t('roles.search'),
          placeholder: t('roles.searchPlaceholder'),
          debounceMs: TABLE_SEARCH_DEBOUNCE_MS,
        }}
        csv={csv}
      >
        {can.create && (
          <Button size="sm" colorPalette="brand" onClick={() => openRole()}>
            {t('roles.create')}
          </Button>
        )}
      </StaffListToolbar>
      <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
        <Table.Root size="sm" aria-label={t('roles.tableLabel')} aria-busy={roles.isFetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader aria-sort={params.sort ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
                <Button
                  variant="plain"
                  size="sm"
                  px="0"
                  fontWeight="semibold"
                  onClick={() => setSort({ field: 'name', order: order === 'asc' ? 'desc' : 'asc' })}
                >
                  {t('roles.columns.name')} {order === 'asc' ? '↑' : '↓'}
                </Button>
              </Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">{t('roles.columns.description')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('roles.columns.permissions')}</Table.ColumnHeader>
              {(can.update || can.delete) && <Table.ColumnHeader>{t('roles.columns.actions')}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((role) => (
              <RoleRow key={role.id} role={role} can={can} onEdit={() => openRole(role)} />
            ))}
          </Table.Body>
        </Table.Root>
        {roles.isPending && (
          <Center py="8" role="status" gap="3">
            <Spinner size="sm" />
            <Text>{t('roles.loading')}</Text>
          </Center>
        )}
        {roles.isSuccess && rows.length === 0 && (
          <Text textAlign="center" py="8" color="fg.muted">
            {t('roles.empty')}
          </Text>
        )}
      </Box>
      <TablePagination page={params.page} rows={params.rows} total={total} onPage={setPage} onRows={setRows} />
    </PageContainer>
  );
}

function RoleRow({ role, can, onEdit }: { role: Role; can: { update: boolean; delete: boolean }; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const confirm = useConfirm();
  const remove = useDeleteRole();
  const system = SYSTEM_ROLES.includes(role.name);
  const askDelete = async () => {
    const ok = await confirm({
      title: t('roles.confirmDeleteTitle'),
      body: t('roles.confirmDeleteBody', { name: role.name }),
      confirmLabel: t('roles.delete'),
      destructive: true,
    });
    if (ok) remove.mutate(role.id, { onSuccess: () => showSuccessToast(t('roles.deletedToast', { name: role.name })) });
  };
  return (
    <Table.Row>
      <Table.Cell>
        <HStack gap="2">
          <Text fontWeight="medium">{role.name}</Text>
          {system && <Badge>{t('roles.system')}</Badge>}
        </HStack>
      </Table.Cell>
      <Table.Cell hideBelow="md">{role.description}</Table.Cell>
      <Table.Cell>
        <Text title={role.permissions.join(' ')}>{t('roles.permissionCount', { count: role.permissions.length })}</Text>
      </Table.Cell>
      {(can.update || can.delete) && (
        <Table.Cell>
          {!system && (
            <HStack gap="2">
              {can.update && (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('roles.editLabel', { name: role.name })}
                  onClick={onEdit}
                >
                  {t('roles.edit')}
                </Button>
              )}
              {can.delete && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  loading={remove.isPending}
                  aria-label={t('roles.deleteLabel', { name: role.name })}
                  onClick={askDelete}
                >
                  {t('roles.delete')}
                </Button>
              )}
            </HStack>
          )}
        </Table.Cell>
      )}
    </Table.Row>
  );
}
