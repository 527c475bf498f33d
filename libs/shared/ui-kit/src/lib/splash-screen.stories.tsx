import type { Meta, StoryObj } from '@storybook/react-vite';
import { SplashScreen } from './splash-screen';

const meta = { title: 'UI kit/Splash screen', component: SplashScreen } satisfies Meta<typeof SplashScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const WithMessage: Story = { args: { message: 'Preparing your festival…' } };
