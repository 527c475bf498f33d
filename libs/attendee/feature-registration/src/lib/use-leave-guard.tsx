import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { useDialogStack } from '@festival/shared-ui-kit';

/**
 * Asks before a dirty form is left: another route asks in a dialog (Stay / Leave), closing or
 * reloading the tab asks through the browser. Leaving through the dialog calls `onDiscard`. Changing only the query (the tab) never asks.
 */
export function useLeaveGuard(dirty: boolean, onDiscard: () => void = () => undefined) {
  const { t } = useTranslation('registration');
  const dialogs = useDialogStack();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // Set once the form is saved: the navigation that follows must not ask.
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !released.current && dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // The dialog opens once per blocked navigation: read the rest through a ref, not as effect inputs.
  const live = useRef({ blocker, dialogs, t, onDiscard });
  live.current = { blocker, dialogs, t, onDiscard };

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { dialogs, t } = live.current;
    let decided = false;
    const id = dialogs.open({
      title: t('leave.title'),
      role: 'alertdialog',
      body: <Text>{t('leave.body')}</Text>,
      footer: (close) => (
        <HStack gap="3">
          <Button variant="outline" onClick={close}>
            {t('leave.stay')}
          </Button>
          <Button
            colorPalette="red"
            onClick={() => {
              decided = true;
              live.current.onDiscard();
              close();
              live.current.blocker.proceed?.();
            }}
          >
            {t('leave.leave')}
          </Button>
        </HStack>
      ),
      onClose: () => {
        if (!decided) live.current.blocker.reset?.();
      },
    });
    if (id === null) live.current.blocker.reset?.();
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers need a return value to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  /** Call right before navigating away after a successful save. */
  return {
    release: () => {
      released.current = true;
    },
  };
}
