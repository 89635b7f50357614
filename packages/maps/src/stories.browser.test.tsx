import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { cleanup } from '@testing-library/react';
import { clearAllMocks } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as energySavingMapStories from './EnergySavingMap/EnergySavingMap.stories';
import * as outlinePickerStories from './OutlinePicker/OutlinePicker.stories';
import * as siteMapStories from './SiteMap/SiteMap.stories';

/** Every story of this package, rendered, played and checked by axe in Chromium (WebGL through SwiftShader). */
const storyFiles = {
  SiteMap: composeStories(siteMapStories),
  OutlinePicker: composeStories(outlinePickerStories),
  EnergySavingMap: composeStories(energySavingMapStories),
};

// Storybook resets the meta's fn() spies before each story; composed stories leave it to us.
beforeEach(() => clearAllMocks());
afterEach(() => cleanup());

for (const [component, stories] of Object.entries(storyFiles)) {
  describe(component, () => {
    for (const [name, Story] of Object.entries<{ run: () => Promise<void> }>(stories)) {
      it(name, async () => {
        await Story.run();
        // as the docs' Storybook does for every story: no axe violation once the play has run.
        // 'region' (all content inside landmarks) is a page-level rule; a story shows one
        // component alone, so it is off here as in Storybook's a11y addon.
        const { violations } = await axe.run(document.body, {
          rules: { region: { enabled: false } },
        });
        expect(
          violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
        ).toEqual([]);
      });
    }
  });
}
