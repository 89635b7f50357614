import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formMessages } from '@wattwise/domain';
import { ParameterField, type ParameterFieldProps, type ParameterValue } from './ParameterField';

/** Keeps the value so the field behaves as in a form; reports each change. */
function Stateful(props: ParameterFieldProps) {
  const [value, setValue] = useState<ParameterValue>(props.value);
  return (
    <div style={{ maxWidth: 360 }}>
      <ParameterField
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange(v);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Product/ParameterField',
  component: ParameterField,
  args: { label: 'Wall U-value', type: 'NUMBER', value: 1.6, unit: 'W/m²K', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ParameterField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NumberWithUnit: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Wall U-value' });
    await userEvent.clear(input);
    await userEvent.type(input, '0.35');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(0.35);
  },
};

export const BooleanSwitch: Story = {
  args: { label: 'Heat recovery on ventilation', type: 'BOOLEAN', value: false, unit: null },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: 'Heat recovery on ventilation',
    });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const EnumChoice: Story = {
  args: {
    label: 'Glazing',
    type: 'ENUM',
    value: 'DOUBLE',
    unit: null,
    possibleValues: 'SINGLE,DOUBLE,TRIPLE',
    displayValues: 'Single,Double,Triple',
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Glazing/ }));
    await userEvent.click(
      within(await within(document.body).findByRole('listbox')).getByRole('option', {
        name: 'Triple',
      }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('TRIPLE');
  },
};

export const OptionalText: Story = {
  args: { label: 'Notes', type: 'STRING', value: '', unit: null, optional: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /^Notes\s*\(optional\)$/ });
    await userEvent.type(input, 'Boiler replaced in 2019');
    await expect(args.onChange).toHaveBeenLastCalledWith('Boiler replaced in 2019');
  },
};

export const Required: Story = {
  args: { value: null, errorMessage: formMessages.required },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Wall U-value' }),
    ).toHaveAccessibleDescription(formMessages.required);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Wall U-value' }),
    ).toBeDisabled();
  },
};
