import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LOADING_DOTS_INTERVAL_MS, planMessages } from '@wattwise/domain';
import { LoadingDots } from './LoadingDots';

const meta = {
  title: 'Primitives/LoadingDots',
  component: LoadingDots,
  args: { label: planMessages.loadingData },
  // The dots change every 500 ms, so no still picture is stable: checked by the play function only.
  parameters: { visual: { skip: true } },
} satisfies Meta<typeof LoadingDots>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cycling: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    const dots = status.querySelector('[data-count]')!;
    const before = Number(dots.getAttribute('data-count'));
    await waitFor(() => expect(Number(dots.getAttribute('data-count'))).toBeGreaterThan(before), {
      timeout: LOADING_DOTS_INTERVAL_MS * 3,
    });
  },
};
export const DotsOnly: Story = { args: { hideLabel: true } };
