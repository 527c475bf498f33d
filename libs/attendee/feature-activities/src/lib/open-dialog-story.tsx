import { Box, Button } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStack, type DialogSpec } from '@festival/shared-ui-kit';

/** Stories only: opens one dialog of the flow on the dialog stack, and again with a button. */
export function OpenDialogStory({ spec }: { spec: (t: TFunction) => DialogSpec }) {
  const { t } = useTranslation('attendee');
  const dialogs = useDialogStack();
  const opened = useRef(false);
  const open = () => dialogs.open(spec(t));
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open();
    // Opens the dialog once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box p="8">
      <Button onClick={open}>Open again</Button>
    </Box>
  );
}
