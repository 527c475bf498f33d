import { useTranslation } from 'react-i18next';
import { useCreateRole, useUpdateRole } from '@festival/admin-data-access-users';
import { showSuccessToast, useDialogStack } from '@festival/shared-ui-kit';
import type { Role, RoleInput } from '@festival/shared-util-api-contracts';
import { RoleForm } from './role-form';

/** The form inside the dialog: it saves through the API and closes on success (errors: the query client's toast). */
function RoleDialogBody({ role, onClose }: { role?: Role; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateRole();
  const update = useUpdateRole();
  const submit = (input: RoleInput) => {
    const done = () => {
      showSuccessToast(t(role ? 'roles.savedToast' : 'roles.createdToast', { name: input.name }));
      onClose();
    };
    if (role) update.mutate({ id: role.id, input }, { onSuccess: done });
    else create.mutate(input, { onSuccess: done });
  };
  return <RoleForm role={role} busy={create.isPending || update.isPending} onSubmit={submit} onCancel={onClose} />;
}

/** Opens the new-role or edit-role dialog. */
export function useRoleDialog() {
  const { t } = useTranslation('admin');
  const dialogs = useDialogStack();
  return (role?: Role) => {
    let id: string | null = null;
    id = dialogs.open({
      title: t(role ? 'roles.editTitle' : 'roles.createTitle'),
      size: 'lg',
      body: <RoleDialogBody role={role} onClose={() => id && dialogs.close(id)} />,
    });
  };
}
