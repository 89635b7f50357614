/**
 * One story per page for the screenshot script: `index.html#Component/Story` renders that story
 * (its real-data args) across the page width, like the component inside a page of the app.
 */
import { composeStories } from '@storybook/react-vite';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
// The design system's theme (CSS variables the charts' styles read) and global styles.
import '@wattwise/ui/style.css';
import { createRoot } from 'react-dom/client';
import * as BenchmarkBar from '../src/BenchmarkBar/BenchmarkBar.stories';
import * as DiagnoseChart from '../src/DiagnoseChart/DiagnoseChart.stories';
import * as ResultsChart from '../src/ResultsChart/ResultsChart.stories';
import * as TimeSeriesChart from '../src/TimeSeriesChart/TimeSeriesChart.stories';
import * as UsageBreakdown from '../src/UsageBreakdown/UsageBreakdown.stories';
import * as ValidateChart from '../src/ValidateChart/ValidateChart.stories';

const modules = {
  BenchmarkBar,
  DiagnoseChart,
  ResultsChart,
  TimeSeriesChart,
  UsageBreakdown,
  ValidateChart,
};
const [component = '', story = ''] = decodeURIComponent(location.hash.slice(1)).split('/');
const stories = composeStories(
  modules[component as keyof typeof modules] as Parameters<typeof composeStories>[0],
) as Record<string, React.ComponentType>;
const Story = stories[story];

document.body.style.cssText = 'margin:0;font-family:Inter,sans-serif;background:#fff';
createRoot(document.getElementById('root')!).render(
  <main style={{ padding: 16 }}>{Story ? <Story /> : <p>Unknown story {location.hash}</p>}</main>,
);
document.fonts.ready.then(() =>
  requestAnimationFrame(() => (document.body.dataset.ready = 'true')),
);
