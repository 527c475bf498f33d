import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDisableUser, useEnableUser } from '@festival/admin-data-access-users';
import { showErrorToast, showSuccessToast, useDialogStack } from '@festival/shared-ui-kit';
import type { AdminUser } from '@festival/shared-util-api-contracts';
import { refusalMessage } from './refusal-message';

/** Disable or Enable one account, after a confirmation; the outcome is a toast, a refusal says why. */
export function UserStatusButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const dialogs = useDialogStack();
  const disable = useDisableUser();
  const enable = useEnableUser();
  const mutation = user.enabled ? disable : enable;

  const confirm = () =>
    dialogs.open({
      role: 'alertdialog',
      title: user.enabled ? t('users.confirmDisableTitle') : t('users.confirmEnableTitle'),
      body: (
        <Text>{t(user.enabled ? 'users.confirmDisableBody' : 'users.confirmEnableBody', { email: user.email })}</Text>
      ),
      footer: (close) => (
        <>
          <Button variant="outline" onClick={close}>
            {t('users.cancel')}
          </Button>
          <Button
            colorPalette={user.enabled ? 'red' : 'brand'}
            onClick={() => {
              close();
              mutation.mutate(user.sub, {
                onSuccess: (changed) =>
                  showSuccessToast(
                    t(changed.enabled ? 'users.enabledToast' : 'users.disabledToast', { email: changed.email }),
                  ),
                onError: (error) => showErrorToast(refusalMessage(error, t)),
              });
            }}
          >
            {user.enabled ? t('users.disable') : t('users.enable')}
          </Button>
        </>
      ),
    });

  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={user.enabled ? 'red' : 'brand'}
      loading={mutation.isPending}
      aria-label={t(user.enabled ? 'users.disableLabel' : 'users.enableLabel', { email: user.email })}
      onClick={confirm}
    >
      {user.enabled ? t('users.disable') : t('users.enable')}
    </Button>
  );
}
