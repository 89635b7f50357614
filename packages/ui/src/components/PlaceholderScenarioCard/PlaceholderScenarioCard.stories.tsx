import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PLACEHOLDER_BAR_RANGE, planMessages } from '@wattwise/domain';
import { PlaceholderScenarioCard } from './PlaceholderScenarioCard';

const meta = {
  title: 'Product/PlaceholderScenarioCard',
  component: PlaceholderScenarioCard,
  // Fixed heights so the visual baseline is stable; the app lets the card pick random ones.
  args: { bars: [42, 31, 58, 47, 36, 53] },
} satisfies Meta<typeof PlaceholderScenarioCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Locked: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', {
      name: planMessages.unlockPlaceholder,
    });
    await expect(card).toHaveTextContent(planMessages.unlockPlaceholder);
  },
};

/** Without heights given, each bar is random between 30 and 60 percent (spec analysis §9). */
export const RandomBars: Story = {
  args: { bars: undefined },
  // Random heights change the picture on every run: no baseline; the play function checks them.
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll<HTMLElement>('[data-placeholder-bars] > span');
    await expect(bars.length).toBe(6);
    for (const bar of bars) {
      const height = Number.parseFloat(bar.style.height);
      await expect(height).toBeGreaterThanOrEqual(PLACEHOLDER_BAR_RANGE.min);
      await expect(height).toBeLessThanOrEqual(PLACEHOLDER_BAR_RANGE.max);
    }
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
