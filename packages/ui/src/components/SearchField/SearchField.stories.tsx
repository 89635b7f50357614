import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeMessages } from '@wattwise/domain';
import { SearchField } from './SearchField';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: {
    'aria-label': 'Search sites',
    placeholder: homeMessages.searchPlaceholder,
    onChange: fn(),
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const TypeAndClear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search sites' });
    await userEvent.type(input, 'Camden');
    await expect(args.onChange).toHaveBeenLastCalledWith('Camden');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
  },
};
export const WithLabel: Story = { args: { label: 'Search', 'aria-label': undefined } };
