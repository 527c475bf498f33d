import { useTranslation } from 'react-i18next';
import { useCreateRole, useUpdateRole } from '@festival/admin-data-access-users';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { showErrorToast, showSuccessToast, useDialogStack } from '@festival/shared-ui-kit';
import type { Role, RoleInput } from '@festival/shared-util-api-contracts';
import { refusalMessage } from './refusal-message';
import { RoleForm } from './role-form';

/** The form inside the dialog: it saves through the API and closes on success, or says why the server refused. */
function RoleDialogBody({ role, held, onClose }: { role?: Role; held: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateRole();
  const update = useUpdateRole();
  const submit = (input: RoleInput) => {
    const done = () => {
      showSuccessToast(t(role ? 'roles.savedToast' : 'roles.createdToast', { name: input.name }));
      onClose();
    };
    const onError = (error: unknown) => showErrorToast(refusalMessage(error, t));
    if (role) update.mutate({ id: role.id, input }, { onSuccess: done, onError });
    else create.mutate(input, { onSuccess: done, onError });
  };
  return (
    <RoleForm
      role={role}
      busy={create.isPending || update.isPending}
      held={held}
      onSubmit={submit}
      onCancel={onClose}
    />
  );
}

/** Opens the new-role or edit-role dialog. */
export function useRoleDialog() {
  const { t } = useTranslation('admin');
  const dialogs = useDialogStack();
  // Read here, in the page: the dialog's body is rendered by the dialog stack, outside the page's providers.
  const { permissionStrings } = useAuthSession();
  return (role?: Role) => {
    let id: string | null = null;
    id = dialogs.open({
      title: t(role ? 'roles.editTitle' : 'roles.createTitle'),
      size: 'lg',
      body: <RoleDialogBody role={role} held={permissionStrings} onClose={() => id && dialogs.close(id)} />,
    });
  };
}
