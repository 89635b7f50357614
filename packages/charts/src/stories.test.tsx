/// <reference types="vite/client" />
/**
 * Runs every story of this package (render + play function) in jsdom, so `npm test` here checks
 * them without a browser. apps/docs runs the same stories in Chromium with axe and screenshots.
 */
import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

afterEach(cleanup);

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
