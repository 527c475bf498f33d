import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { sampleDashboard } from './dashboard-fixture';
import { DashboardTiles } from './dashboard-tiles';

const meta: Meta<typeof DashboardTiles> = {
  title: 'Admin/Dashboard tiles',
  component: DashboardTiles,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof DashboardTiles>;

export const FestivalDay: Story = { args: { dashboard: sampleDashboard } };

export const Quiet: Story = {
  args: {
    dashboard: {
      ...sampleDashboard,
      registrationsByStatus: [],
      registrationsByType: [],
      activitiesFillingUp: [],
      activityWaitlist: 0,
      pendingVisaRequests: 0,
      pendingAccommodationRequests: 0,
      checkInsToday: 0,
      activityCheckInsToday: 0,
    },
  },
};
