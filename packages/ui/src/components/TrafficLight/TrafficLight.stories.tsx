import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Stack/Stack';
import { TrafficLight } from './TrafficLight';

const meta = {
  title: 'Product/TrafficLight',
  component: TrafficLight,
  args: { label: 'Energy usage', level: 'HIGH' },
} satisfies Meta<typeof TrafficLight>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <Inline gap="lg">
      <TrafficLight label="Cost" level="HIGH" />
      <TrafficLight label="Usage" level="OK" />
      <TrafficLight label="Carbon" level="LOW" />
      <TrafficLight label="Water" level={null} />
    </Inline>
  ),
};
