import { Button, Checkbox, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoles, useSetUserRoles, useUserRoles } from '@festival/admin-data-access-users';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { showErrorToast, showSuccessToast, useDialogStack } from '@festival/shared-ui-kit';
import type { AdminUser } from '@festival/shared-util-api-contracts';
import { refusalMessage } from './refusal-message';

/** The roles an account holds, as checkboxes; Save gives it exactly those (USER_PERMISSIONS:U). */
function UserRolesBody({
  user,
  myPermissions,
  onClose,
}: {
  user: AdminUser;
  myPermissions: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const roles = useRoles({ take: 100, skip: 0 });
  const held = useUserRoles(user.sub);
  const save = useSetUserRoles();
  const [chosen, setChosen] = useState<string[] | null>(null);
  useEffect(() => {
    if (held.data && chosen === null) setChosen(held.data.roleIds);
  }, [held.data, chosen]);

  if (!roles.data || chosen === null) return <Spinner size="sm" />;
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...(current ?? []), id] : (current ?? []).filter((roleId) => roleId !== id)));
  return (
    <Stack gap="4">
      <Stack as="fieldset" gap="2" aria-label={t('roles.userRolesLabel', { email: user.email })}>
        {roles.data.data.map((role) => {
          // The server refuses to give or take away a role carrying a permission the editor lacks.
          const notHeld = role.permissions.some((permission) => !myPermissions.includes(permission));
          return (
            <Checkbox.Root
              key={role.id}
              checked={chosen.includes(role.id)}
              disabled={notHeld}
              onCheckedChange={(details) => toggle(role.id, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{notHeld ? t('roles.roleNotHeld', { name: role.name }) : role.name}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
      <HStack justify="flex-end" gap="3">
        <Button variant="outline" onClick={onClose}>
          {t('roles.cancel')}
        </Button>
        <Button
          colorPalette="brand"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { sub: user.sub, roleIds: chosen },
              {
                onSuccess: () => {
                  showSuccessToast(t('roles.userRolesSaved', { email: user.email }));
                  onClose();
                },
                onError: (error) => showErrorToast(refusalMessage(error, t)),
              },
            )
          }
        >
          {t('roles.save')}
        </Button>
      </HStack>
    </Stack>
  );
}

export function UserRolesButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const dialogs = useDialogStack();
  // Read here, in the page: the dialog's body is rendered by the dialog stack, outside the page's providers.
  const { permissionStrings } = useAuthSession();
  const open = () => {
    let id: string | null = null;
    id = dialogs.open({
      title: t('roles.userRolesTitle', { email: user.email }),
      body: <UserRolesBody user={user} myPermissions={permissionStrings} onClose={() => id && dialogs.close(id)} />,
    });
  };
  return (
    <Button size="xs" variant="outline" aria-label={t('roles.userRolesLabel', { email: user.email })} onClick={open}>
      {t('roles.userRoles')}
    </Button>
  );
}
