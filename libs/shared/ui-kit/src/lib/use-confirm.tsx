import { Button, HStack, Text } from '@chakra-ui/react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStack } from './dialog-stack-provider';

export interface ConfirmOptions {
  title: string;
  body: ReactNode;
  /** The button that goes ahead, e.g. "Withdraw request". */
  confirmLabel: string;
  /** The button that keeps things as they are; "Cancel" by default. */
  cancelLabel?: string;
  /** A destructive action is red. */
  destructive?: boolean;
}

/**
 * Asks before an action that cannot be taken back (an alert dialog on the dialog stack).
 * Resolves true when the user confirms; false when they cancel, close or press Escape.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const dialogs = useDialogStack();
  const { t } = useTranslation('common');
  return useCallback(
    (options) =>
      new Promise<boolean>((resolve) => {
        let confirmed = false;
        const id = dialogs.open({
          title: options.title,
          role: 'alertdialog',
          body: typeof options.body === 'string' ? <Text>{options.body}</Text> : options.body,
          onClose: () => resolve(confirmed),
          footer: (close) => (
            <HStack gap="3">
              <Button variant="outline" onClick={close}>
                {options.cancelLabel ?? t('confirm.cancel', 'Cancel')}
              </Button>
              <Button
                colorPalette={options.destructive ? 'red' : 'brand'}
                onClick={() => {
                  confirmed = true;
                  close();
                }}
              >
                {options.confirmLabel}
              </Button>
            </HStack>
          ),
        });
        if (id === null) resolve(false);
      }),
    [dialogs, t],
  );
}
