/// <reference types="vite/client" />
/**
 * Runs every story of this package (render + play function) in jsdom, so `npm test` here checks
 * them without a browser. apps/docs runs the same stories in Chromium with axe and screenshots.
 */
import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, describe, it } from 'vitest';

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
      { run: () => Promise<void> }
    >;
    for (const [name, Story] of Object.entries(stories)) {
      it(name, async () => {
        await Story.run();
      });
    }
  });
}
