import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides it. */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Two projects: logic in jsdom, and the stories (play functions included) in headless Chromium,
 * whose WebGL runs on SwiftShader (STACK-NOTES, "WebGL in headless Chromium").
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  assetsInclude: ['**/*.glb'],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'three',
      '@react-three/fiber',
      '@react-three/drei',
      'cesium',
      'storybook/test',
      '@storybook/react-vite',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // importing the package compiles its .css.ts files; slow on a busy 2-core machine
          testTimeout: 90_000,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.browser.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            instances: [{ browser: 'chromium', viewport: { width: 1024, height: 720 } }],
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--no-first-run',
                  '--disable-sync',
                  '--disable-quic',
                ],
              },
            }),
          },
        },
      },
    ],
  },
});
