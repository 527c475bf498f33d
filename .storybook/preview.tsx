import type { Preview } from '@storybook/react-vite';
import { initReactI18next } from 'react-i18next';
import { UiProvider } from '@festival/shared-ui-kit';
import { createI18n } from '@festival/shared-util-i18n';

// English resources are bundled and initialised synchronously, so stories render translated.
void createI18n('en', { plugins: [initReactI18next] });

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
  },
  decorators: [
    (Story) => (
      <UiProvider>
        <Story />
      </UiProvider>
    ),
  ],
};

export default preview;
