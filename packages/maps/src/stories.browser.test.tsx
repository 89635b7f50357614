import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import * as energySavingMapStories from './EnergySavingMap/EnergySavingMap.stories';
import * as outlinePickerStories from './OutlinePicker/OutlinePicker.stories';
import * as siteMapStories from './SiteMap/SiteMap.stories';

/** Every story of this package, rendered and played in Chromium (WebGL through SwiftShader). */
const storyFiles = {
  SiteMap: composeStories(siteMapStories),
  OutlinePicker: composeStories(outlinePickerStories),
  EnergySavingMap: composeStories(energySavingMapStories),
};

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
