import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Skeleton } from './Skeleton';

const meta = { title: 'Primitives/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { width: '60%' } };
export const CardPlaceholder: Story = {
  render: () => (
    <Stack gap="sm">
      <Skeleton height={120} radius="md" />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
    </Stack>
  ),
};
