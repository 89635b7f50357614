import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { clearAllMocks } from 'storybook/test';
import { afterEach, beforeEach, describe, it } from 'vitest';
import * as energySavingMapStories from './EnergySavingMap/EnergySavingMap.stories';
import * as outlinePickerStories from './OutlinePicker/OutlinePicker.stories';
import * as siteMapStories from './SiteMap/SiteMap.stories';

/** Every story of this package, rendered and played in Chromium (WebGL through SwiftShader). */
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
      });
    }
  });
}
