import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { planMessages } from '@wattwise/domain';
import { Link } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { children: planMessages.learnHowToImplement, href: '#how-to' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = {
  args: { external: true, href: 'https://example.org/methodology', children: 'Methodology' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Methodology' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
