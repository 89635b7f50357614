import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Primitives/ButtonLink',
  component: ButtonLink,
  args: { href: '/estate', children: 'Estate at a glance', onNavigate: fn() },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link, announced as one, that the app's router follows on a plain click. */
export const Secondary: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Estate at a glance' });
    await expect(link).toHaveAttribute('href', '/estate');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/estate');
  },
};
export const Primary: Story = { args: { variant: 'primary' } };
/** Reached from the keyboard, with the design system's focus ring. */
export const FromTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Estate at a glance' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/estate');
  },
};
/** A download: the browser saves the answer as a file; the app's router is not asked. */
export const Download: Story = {
  args: { href: '/api/estate/readings', download: 'estate readings.csv', children: 'Download' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download' });
    await expect(link).toHaveAttribute('download', 'estate readings.csv');
  },
};
