import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { planMessages } from '@wattwise/domain';
import { ImprovementSteps } from './ImprovementSteps';

const meta = {
  title: 'Product/ImprovementSteps',
  component: ImprovementSteps,
  args: {
    state: 'loaded',
    onGenerate: fn(),
    steps: [
      {
        title: 'Survey the fittings',
        text: 'Count the fluorescent fittings on each floor.',
        subSteps: ['Ground floor', 'First floor'],
      },
      {
        title: 'Get quotes',
        text: 'Ask three installers for a like-for-like LED replacement.',
        linkURL: 'https://example.org/led',
      },
    ],
  },
} satisfies Meta<typeof ImprovementSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  args: { state: 'idle' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Generate implementation steps' }),
    );
    await expect(args.onGenerate).toHaveBeenCalledOnce();
  },
};
export const Loading: Story = {
  args: { state: 'loading' },
  parameters: { visual: { skip: true } },
};
export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      planMessages.stepsFailed,
    );
  },
};
export const Loaded: Story = {};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
