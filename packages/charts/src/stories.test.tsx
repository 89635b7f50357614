/// <reference types="vite/client" />
/**
 * Runs every story of this package (render + play function) in jsdom, so `npm test` here checks
 * them without a browser. apps/docs runs the same stories in Chromium with axe and screenshots.
 */
import { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, describe, it } from 'vitest';

/**
 * Stories whose play function measures the drawn layout (a computed font size, what a stylesheet
 * hides at a width): jsdom applies no stylesheet, so here they are rendered without their play
 * function, and apps/docs runs them whole in Chromium.
 */
const BROWSER_LAYOUT_TAG = 'browser-layout';

const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

afterEach(cleanup);
// Storybook unmounts a story only when the next one runs, so the file's last story stayed in the
// document that every test file of this package shares (isolate: false): the next file then found
// two charts where it rendered one ('Found multiple elements with the role "application"'), in
// about half of the runs, as the files' order across the threads varies.
afterAll(() => document.body.replaceChildren());

for (const [file, module] of Object.entries(modules)) {
  describe(file, () => {
    const stories = composeStories(module as Parameters<typeof composeStories>[0]) as Record<
      string,
      { run: () => Promise<void>; tags?: string[] } & (() => React.JSX.Element)
    >;
    for (const [name, Story] of Object.entries(stories)) {
      it(name, async () => {
        if (Story.tags?.includes(BROWSER_LAYOUT_TAG)) render(<Story />);
        else await Story.run();
      });
    }
  });
}
