import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorPage } from './error-page';

const meta = { title: 'UI kit/Error page', component: ErrorPage, args: { onRetry: fn() } } satisfies Meta<
  typeof ErrorPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHomeLink: Story = { args: { homeHref: '/' } };
export const WithRouterNavigation: Story = { args: { onHome: fn() } };
