/** Renders one story (?story=File/Name) full width, for scripts/screenshots.mjs. */
import { composeStories } from '@storybook/react-vite';
import { createRoot } from 'react-dom/client';
import * as energySavingMap from '../src/EnergySavingMap/EnergySavingMap.stories';
import * as outlinePicker from '../src/OutlinePicker/OutlinePicker.stories';
import * as siteMap from '../src/SiteMap/SiteMap.stories';

const files: Record<
  string,
  Record<string, { (): React.ReactElement; run: () => Promise<void> }>
> = {
  SiteMap: composeStories(siteMap),
  OutlinePicker: composeStories(outlinePicker),
  EnergySavingMap: composeStories(energySavingMap),
};
const [file = '', name = ''] = (new URLSearchParams(location.search).get('story') ?? '').split('/');
const Story = files[file]?.[name];
if (Story) createRoot(document.getElementById('root')!).render(<Story />);
