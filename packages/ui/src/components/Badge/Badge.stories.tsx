import type { Meta, StoryObj } from '@storybook/react-vite';
import { homeMessages } from '@wattwise/domain';
import { Inline } from '../Stack/Stack';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: homeMessages.freeTrialBadge },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeTrial: Story = { args: { tone: 'brand' } };
export const Demo: Story = { args: { tone: 'info', children: homeMessages.demoBadge } };
export const AllTones: Story = {
  render: () => (
    <Inline>
      <Badge tone="neutral">OPEN</Badge>
      <Badge tone="brand">Free Trial</Badge>
      <Badge tone="positive">COMPLETE</Badge>
      <Badge tone="caution">RUNNING</Badge>
      <Badge tone="critical">FAILED</Badge>
      <Badge tone="info">Demo</Badge>
    </Inline>
  ),
};
