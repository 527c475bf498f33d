import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { ErrorBoundary } from './error-boundary';

function Healthy() {
  return <Text p="8">Everything rendered fine.</Text>;
}

const meta = { title: 'UI kit/Error boundary', component: ErrorBoundary } satisfies Meta<typeof ErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoError: Story = { args: { children: <Healthy /> } };
// The failing state is the error page itself (see "Error page"); a story that throws would
// count as a broken story in the smoke test.
