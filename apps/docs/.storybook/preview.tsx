import type { Preview } from '@storybook/react-vite';

import './preview.css';
// The design system's Inter font, theme and global styles come with it (aliased to packages/ui
// source in main.ts; ui's package.json keeps its index under `sideEffects` so the production build
// of this preview keeps them too).
import { LocaleProvider } from '@wattwise/ui';

/** Viewports at the spec's layouts: mobile (< 500 px), narrow (< 1210 px), desktop. */
export const viewports = {
  mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  narrow: { name: 'Narrow 1024', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  parameters: {
    // The frame below pads every story the same way in Storybook and in the screenshot tests.
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // Every story must pass axe with no violations: a violation fails its test.
    a11y: { test: 'error' },
  },
  decorators: [
    // British dates and numbers whatever the browser's language (as in apps/web).
    (Story) => (
      <LocaleProvider>
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </LocaleProvider>
    ),
  ],
};
export default preview;
