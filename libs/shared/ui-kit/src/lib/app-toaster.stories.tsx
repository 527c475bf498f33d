import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, HStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { AppToaster } from './app-toaster';
import { CONNECTIVITY_TOAST_DURATION_MS, showErrorToast, showSuccessToast } from './toaster';
import { toaster } from './toaster-store';

type Kind = 'none' | 'error' | 'success' | 'loading' | 'offline';

function ToastDemo({ show }: { show: Kind }) {
  useEffect(() => {
    toaster.remove();
    if (show === 'error') showErrorToast('Connection timeout. Please check your network and try again.');
    if (show === 'success') showSuccessToast('You have logged in.');
    if (show === 'loading') toaster.create({ type: 'loading', title: 'Exporting…' });
    if (show === 'offline')
      toaster.create({ type: 'warning', title: 'You are offline', duration: CONNECTIVITY_TOAST_DURATION_MS * 30 });
  }, [show]);
  return (
    <HStack p="8" gap="3">
      <Button colorPalette="red" onClick={() => showErrorToast('An error has occurred')}>
        Error toast
      </Button>
      <Button colorPalette="green" onClick={() => showSuccessToast('Saved.')}>
        Success toast
      </Button>
    </HStack>
  );
}

const meta = { title: 'UI kit/Toasts', component: ToastDemo } satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

// The preview's UiProvider already mounts <AppToaster />; it is exported for apps without it.
void AppToaster;
export const Empty: Story = { args: { show: 'none' } };
export const ErrorToast: Story = { args: { show: 'error' } };
export const SuccessToast: Story = { args: { show: 'success' } };
export const LoadingToast: Story = { args: { show: 'loading' } };
export const OfflineToast: Story = { args: { show: 'offline' } };
