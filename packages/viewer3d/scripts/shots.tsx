/** Renders one story (?story=File/Name) full width, for scripts/screenshots.mjs. */
import { composeStories } from '@storybook/react-vite';
import { createRoot } from 'react-dom/client';
import * as fragmentsViewer from '../src/FragmentsViewer/FragmentsViewer.stories';
import * as globeViewer from '../src/GlobeViewer/GlobeViewer.stories';
import * as modelViewer from '../src/ModelViewer/ModelViewer.stories';
import * as photoViewer from '../src/PhotoViewer/PhotoViewer.stories';
import * as viewerModeToggle from '../src/ViewerModeToggle/ViewerModeToggle.stories';

const files: Record<string, Record<string, () => React.ReactElement>> = {
  ModelViewer: composeStories(modelViewer),
  PhotoViewer: composeStories(photoViewer),
  FragmentsViewer: composeStories(fragmentsViewer),
  GlobeViewer: composeStories(globeViewer),
  ViewerModeToggle: composeStories(viewerModeToggle),
};
const [file = '', name = ''] = (new URLSearchParams(location.search).get('story') ?? '').split('/');
const Story = files[file]?.[name];
if (Story) createRoot(document.getElementById('root')!).render(<Story />);
