import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

type Order = 'asc' | 'desc';
const options = [
  { id: 'asc', label: 'Ascending' },
  { id: 'desc', label: 'Descending' },
] as const;

function Stateful(props: NativeSelectProps<Order>) {
  const [value, setValue] = useState<Order>(props.value);
  return <NativeSelect {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Primitives/NativeSelect',
  component: NativeSelect<Order>,
  args: { label: 'Order', options, value: 'desc', onChange: () => undefined },
  render: (args) => (
    <div style={{ width: 200 }}>
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof NativeSelect<Order>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Looks like Select closed; the browser draws the list. Keyboard changes the choice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Order' });
    await expect(select).toHaveValue('desc');
    await userEvent.selectOptions(select, 'asc');
    await expect(select).toHaveValue('asc');
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
