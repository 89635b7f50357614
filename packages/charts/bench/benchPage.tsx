/**
 * The benchmark page: the same 17,520 × 3 half-hourly readings drawn by TimeSeriesChart and by
 * uPlot, each timed from the start of rendering to the first frame painted after it.
 */
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import '@wattwise/ui/style.css';
import { TimeSeriesChart, chartColours, type TimeSeries } from '../src/index';
import {
  halfHourlyElectricity2013,
  trailingMax,
  trailingMean,
} from '../src/fixtures/meterReadings';

const WIDTH = 1200;
const HEIGHT = 320;

const series: TimeSeries[] = [
  {
    id: 'e',
    name: 'Electricity',
    color: chartColours.actual,
    stimulus: 'E',
    data: halfHourlyElectricity2013,
  },
  {
    id: 'm',
    name: '24-hour mean',
    color: chartColours.expected,
    stimulus: 'E',
    data: trailingMean(halfHourlyElectricity2013, 48),
  },
  {
    id: 'p',
    name: '7-day peak',
    color: chartColours.potential,
    stimulus: 'E',
    data: trailingMax(halfHourlyElectricity2013, 336),
  },
];
const stimulusMap = { E: { label: 'Electricity', unit: 'kWh' } };
const columns: uPlot.AlignedData = [
  series[0]!.data.map((p) => (p.x as number) / 1000),
  ...series.map((s) => s.data.map((p) => p.y)),
];

/** Resolves after the next frame has been painted (rAF runs before paint, the task after it). */
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function freshContainer(): HTMLElement {
  const root = document.getElementById('root')!;
  root.replaceChildren();
  const el = document.createElement('div');
  root.append(el);
  return el;
}

let reactRoot: Root | null = null;
let plot: uPlot | null = null;

function clear() {
  reactRoot?.unmount();
  reactRoot = null;
  plot?.destroy();
  plot = null;
}

async function timeTimeSeriesChart(): Promise<number> {
  clear();
  const el = freshContainer();
  await painted();
  const start = performance.now();
  reactRoot = createRoot(el);
  flushSync(() =>
    reactRoot!.render(
      <TimeSeriesChart
        title="Electricity every half-hour, 2013"
        series={series}
        stimulusMap={stimulusMap}
        emptyMessage="-"
        width={WIDTH}
        height={HEIGHT}
      />,
    ),
  );
  await painted();
  return performance.now() - start;
}

async function timeUplot(): Promise<number> {
  clear();
  const el = freshContainer();
  await painted();
  const start = performance.now();
  plot = new uPlot(
    {
      width: WIDTH,
      height: HEIGHT,
      series: [{}, ...series.map((s) => ({ label: s.name, stroke: s.color, width: 1.5 }))],
      scales: { x: { time: true } },
    },
    columns,
    el,
  );
  await painted();
  return performance.now() - start;
}

/** Median time from a pointer move over the plot to the painted tooltip, over 15 positions. */
async function timeHover(): Promise<number> {
  const layer = document.querySelector<SVGRectElement>('[role="application"]')!;
  const box = layer.getBoundingClientRect();
  const times: number[] = [];
  for (let i = 1; i <= 15; i++) {
    const start = performance.now();
    layer.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        clientX: box.left + (box.width * i) / 16,
        clientY: box.top + box.height / 2,
      }),
    );
    await painted();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1]!;
}

declare global {
  interface Window {
    bench: {
      timeseries: () => Promise<number>;
      uplot: () => Promise<number>;
      hover: () => Promise<number>;
      pathPoints: () => number;
    };
  }
}

window.bench = {
  timeseries: timeTimeSeriesChart,
  uplot: timeUplot,
  hover: timeHover,
  /** Points drawn by TimeSeriesChart's first path (proves the downsampling). */
  pathPoints: () =>
    (document.querySelector('svg path[stroke]')?.getAttribute('d')?.match(/[ML]/g) ?? []).length,
};
document.body.dataset.ready = 'true';
