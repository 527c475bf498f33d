import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDeleteRole, useRoles } from '@festival/admin-data-access-users';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import {
  PageContainer,
  PageHeader,
  showErrorToast,
  showSuccessToast,
  useConfirm,
  useTableParams,
} from '@festival/shared-ui-kit';
import { StaffList } from '@festival/shared-ui-kit/staff';
import type { Role } from '@festival/shared-util-api-contracts';
import { hasPermission } from '@festival/shared-util-permissions';
import { listQuery, TABLE_SEARCH_DEBOUNCE_MS } from '@festival/shared-util-table-params';
import { refusalMessage } from './refusal-message';
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
  const table = useTableParams(ROLE_SORT_FIELDS);
  const query = {
    ...listQuery(table.params),
  };
  const roles = useRoles(query);
  const csv = useCsvExport('/roles', query);
  const openRole = useRoleDialog();

  return (
    <PageContainer>
      <PageHeader title={t('roles.title')} description={t('roles.intro')} />
      <StaffList
        table={table}
        list={roles}
        search={{
          label: t('roles.search'),
          placeholder: t('roles.searchPlaceholder'),
          // The table's own search box (SPEC.md §9: 300 ms).
          debounceMs: TABLE_SEARCH_DEBOUNCE_MS,
        }}
        csv={csv}
        toolbarActions={
          can.create && (
            <Button size="sm" colorPalette="brand" onClick={() => openRole()}>
              {t('roles.create')}
            </Button>
          )
        }
        label={t('roles.tableLabel')}
        rowKey={(role) => role.id}
        columns={[
          {
            key: 'name',
            header: t('roles.columns.name'),
            sortField: 'name',
            cell: (role) => (
              <HStack gap="2">
                <Text fontWeight="medium">{role.name}</Text>
                {SYSTEM_ROLES.includes(role.name) && <Badge>{t('roles.system')}</Badge>}
              </HStack>
            ),
          },
          { key: 'description', header: t('roles.columns.description'), cell: (role) => role.description },
          {
            key: 'permissions',
            header: t('roles.columns.permissions'),
            cell: (role) => (
              <Text title={role.permissions.join(' ')}>
                {t('roles.permissionCount', { count: role.permissions.length })}
              </Text>
            ),
          },
        ]}
        actions={
          can.update || can.delete
            ? {
                header: t('roles.columns.actions'),
                cell: (role) =>
                  SYSTEM_ROLES.includes(role.name) ? null : (
                    <RoleActions role={role} can={can} onEdit={() => openRole(role)} />
                  ),
              }
            : undefined
        }
        loadingText={t('roles.loading')}
        emptyText={t('roles.empty')}
      />
    </PageContainer>
  );
}

/** Edit and Delete for a role the installation may change (not a system role). */
function RoleActions({
  role,
  can,
  onEdit,
}: {
  role: Role;
  can: { update: boolean; delete: boolean };
  onEdit: () => void;
}) {
  const { t } = useTranslation('admin');
  const confirm = useConfirm();
  const remove = useDeleteRole();
  const askDelete = async () => {
    const ok = await confirm({
      title: t('roles.confirmDeleteTitle'),
      body: t('roles.confirmDeleteBody', { name: role.name }),
      confirmLabel: t('roles.delete'),
      destructive: true,
    });
    if (ok)
      remove.mutate(role.id, {
        onSuccess: () => showSuccessToast(t('roles.deletedToast', { name: role.name })),
        onError: (error) => showErrorToast(refusalMessage(error, t)),
      });
  };
  return (
    <HStack gap="2">
      {can.update && (
        <Button size="xs" variant="outline" aria-label={t('roles.editLabel', { name: role.name })} onClick={onEdit}>
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
  );
}
