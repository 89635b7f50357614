import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { clearAllMocks } from 'storybook/test';
import { afterEach, beforeEach, describe, it } from 'vitest';
import * as globeViewerStories from './GlobeViewer/GlobeViewer.stories';
import * as fragmentsViewerStories from './FragmentsViewer/FragmentsViewer.stories';
import * as modelViewerStories from './ModelViewer/ModelViewer.stories';
import * as photoViewerStories from './PhotoViewer/PhotoViewer.stories';
import * as viewerModeToggleStories from './ViewerModeToggle/ViewerModeToggle.stories';

/** Every story of this package, rendered and played in Chromium (WebGL through SwiftShader). */
const storyFiles = {
  ViewerModeToggle: composeStories(viewerModeToggleStories),
  ModelViewer: composeStories(modelViewerStories),
  PhotoViewer: composeStories(photoViewerStories),
  FragmentsViewer: composeStories(fragmentsViewerStories),
  GlobeViewer: composeStories(globeViewerStories),
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
