import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const uiSource = fileURLToPath(new URL('../../../packages/ui/src/index.ts', import.meta.url));

/** Storybook over every UI package: each package keeps its stories beside its components. */
const config: StorybookConfig = {
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // Cesium's static files (Workers, Assets, ThirdParty, Widgets) at /cesium/, where the globe
  // stories point CESIUM_BASE_URL: served by `storybook dev` and the vitest story run, copied
  // into storybook-static by `storybook build` (STACK-NOTES T6).
  staticDirs: [{ from: '../../../node_modules/cesium/Build/Cesium', to: '/cesium' }],
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // One copy of the design system: stories of charts/maps/viewer3d that import
      // @wattwise/ui get the same source (and the same class names) as packages/ui's own stories.
      resolve: { alias: [{ find: /^@wattwise\/ui$/, replacement: uiSource }] },
    });
  },
};
export default config;
