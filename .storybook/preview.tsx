import type { Preview } from '@storybook/react-vite';
import { initReactI18next } from 'react-i18next';
import { ApiClientProvider, createApiClient } from '@festival/shared-data-access-api-client';
import { UiProvider } from '@festival/shared-ui-kit';
import { createI18n } from '@festival/shared-util-i18n';

// English resources are bundled and initialised synchronously, so stories render translated.
void createI18n('en', { plugins: [initReactI18next] });

// Components that call the API (an upload field) need a client; stories have no server, so a
// call fails as it would offline.
const apiClient = createApiClient({ baseURL: '/api-svc/v1', translate: (key) => key });

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
  },
  decorators: [
    (Story) => (
      <ApiClientProvider client={apiClient}>
        <UiProvider>
          <Story />
        </UiProvider>
      </ApiClientProvider>
    ),
  ],
};

export default preview;
