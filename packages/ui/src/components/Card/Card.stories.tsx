import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Text } from '../Text/Text';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: (
      <>
        <Heading level={3}>Annual overview</Heading>
        <Text tone="muted">Last 12 months up until 01/11/2026</Text>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Flat: Story = { args: { elevated: false, padding: 'lg' } };
