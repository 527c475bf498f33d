import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogStackProvider, MAX_STACKED_DIALOGS, useDialogStack } from './dialog-stack-provider';

function StackDemo({ openOnMount = 0 }: { openOnMount?: number }) {
  const { t } = useTranslation('common');
  const dialogs = useDialogStack();
  const opened = useRef(false);
  const openNext = (n: number): void => {
    dialogs.open({
      title: t('storyDemo.title', { n }),
      body: <Text>{t('storyDemo.body', { n })}</Text>,
      footer: (close) => (
        <>
          <Button variant="outline" onClick={close}>
            {t('close')}
          </Button>
          <Button colorPalette="brand" onClick={() => openNext(n + 1)}>
            {t('storyDemo.openAnother')}
          </Button>
        </>
      ),
    });
  };
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    for (let n = 1; n <= openOnMount; n += 1) openNext(n);
    // Opens the initial dialogs once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box p="8">
      <Text mb="4">{`${dialogs.count} / ${MAX_STACKED_DIALOGS}`}</Text>
      <Button colorPalette="brand" onClick={() => openNext(dialogs.count + 1)}>
        {t('storyDemo.open')}
      </Button>
    </Box>
  );
}

const meta = {
  title: 'UI kit/Dialog stack',
  component: StackDemo,
  render: (args) => (
    <DialogStackProvider>
      <StackDemo {...args} />
    </DialogStackProvider>
  ),
} satisfies Meta<typeof StackDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const OneOpen: Story = { args: { openOnMount: 1 } };
export const FullStack: Story = { args: { openOnMount: MAX_STACKED_DIALOGS } };
