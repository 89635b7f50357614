import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chatMinSize } from '@wattwise/domain';
import { ScenarioGuidance } from './ScenarioGuidance';

const meta = {
  title: 'Product/ScenarioGuidance',
  component: ScenarioGuidance,
  args: {
    title: 'Heating off at night',
    informationLink: 'https://example.org/heating-schedules',
    stepState: 'loaded',
    steps: [
      {
        title: 'Check the heating timer',
        text: 'Find the boiler programmer in the plant room.',
        subSteps: ['Note the current on and off times'],
      },
      { title: 'Set the new times', text: 'Off at 19:00 on weekdays, on at 06:30.' },
    ],
    onGenerateSteps: fn(),
    messages: [],
    placeholder: 'How much will I save each year?',
    onSend: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof ScenarioGuidance>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const chat = canvas.getByRole('region', { name: 'Ask Optimise' });
    await expect(chat).toHaveAttribute('data-min-size', String(chatMinSize(0)));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'How long?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('How long?');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Idle: Story = {
  args: { stepState: 'idle', steps: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Generate implementation steps' }),
    );
    await expect(args.onGenerateSteps).toHaveBeenCalledOnce();
  },
};

export const WithChat: Story = {
  args: {
    messages: [
      { id: '1', sender: 'user', message: 'How long does it take?' },
      { id: '2', sender: 'ai', message: 'About an hour to reprogram the timer.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const chat = within(canvasElement).getByRole('region', { name: 'Ask Optimise' });
    await expect(chat).toHaveAttribute('data-min-size', String(chatMinSize(2)));
  },
};
