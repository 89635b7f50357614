import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { FigureRange, FigureWithRange } from './FigureWithRange';

/** A modelled yearly cost and the range the engine gives it (value, low, high). */
const cost = { value: 2712, range: { low: 2301, high: 3188 }, unit: 'GBP', isCurrency: true };
/** The same cost after calibration on half-hourly meter readings: a much narrower range. */
const calibrated = { ...cost, range: { low: 2650, high: 2780 } };

const meta = {
  title: 'Product/FigureWithRange',
  component: FigureWithRange,
  args: cost,
} satisfies Meta<typeof FigureWithRange>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At a glance: the figure rounded to what its range allows, and the range in brackets. */
export const AtAGlance: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('£2,700 (£2,300–£3,200)');
    // Screen readers hear the range in words, not a dash between two amounts.
    await expect(canvasElement).toHaveTextContent('Likely between £2,300 and £3,200.');
  },
};

/** The words variant says why the range is narrow. */
export const CalibratedInWords: Story = {
  args: { ...calibrated, basis: 'meter', display: 'words' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      "£2,710 Likely between £2,650 and £2,780. Narrow because the model is calibrated on this building's meter readings.",
    );
  },
};

/** A measured figure has no range: it shows alone, unrounded. */
export const WithoutRange: Story = {
  args: { range: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^£2,712$/);
  },
};

/** Energy is scaled by the display rule; the shared unit is written once. */
export const Energy: Story = {
  args: { value: 152_340, range: { low: 131_000, high: 176_500 }, unit: 'kWh', isCurrency: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('150 MWh (130–180 MWh)');
  },
};

/** The three forms of a range, modelled and calibrated, side by side. */
export const RangeForms: Story = {
  render: () => (
    <Stack gap="lg">
      <FigureRange {...cost} display="ends" />
      <FigureRange {...cost} display="bar" basis="model" />
      <FigureRange {...calibrated} display="bar" basis="meter" />
      <FigureRange {...cost} display="words" basis="model" />
      <FigureRange {...calibrated} display="words" basis="bills" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('img');
    await expect(bars[0]).toHaveAccessibleName('£2,700. Likely between £2,300 and £3,200.');
    await expect(bars[1]).toHaveAccessibleName('£2,710. Likely between £2,650 and £2,780.');
    // The calibrated band is narrower than the modelled one on the same scale of its own.
    const band = (bar: HTMLElement) => (bar.firstElementChild as HTMLElement).offsetWidth;
    await expect(band(bars[1]!)).toBeLessThan(band(bars[0]!));
  },
};

/** At 320 px the words wrap inside the width; nothing runs past the edge. */
export const Narrow: Story = {
  render: () => (
    <div style={{ width: 200 }}>
      <Stack gap="md">
        <FigureWithRange {...cost} />
        <FigureRange {...calibrated} display="bar" basis="meter" />
        <FigureRange {...calibrated} display="words" basis="meter" />
      </Stack>
    </div>
  ),
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    const box = (canvasElement.querySelector('div[style]') as HTMLElement).getBoundingClientRect();
    for (const el of canvasElement.querySelectorAll('p, span')) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    }
  },
};
