import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'Primitives/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Date range',
    onChange: fn(),
    defaultValue: { start: parseDate('2026-01-01'), end: parseDate('2026-03-31') },
  },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PickOnCalendar: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /\b5 January 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /\b9 January 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith({
      start: parseDate('2026-01-05'),
      end: parseDate('2026-01-09'),
    });
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The end date must be after the start date.' },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
