import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for designers, collecting the stories of every library (DESIGN.md §4).
const config: StorybookConfig = {
  stories: ['../libs/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, tsconfigPaths: true },
    build: { ...viteConfig.build, chunkSizeWarningLimit: 2000 },
  }),
};

export default config;
