import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HEATING_FUEL_NAMES, registrationValidationMessages } from '@wattwise/domain';
import { Select } from './Select';

const options = Object.entries(HEATING_FUEL_NAMES).map(([id, label]) => ({ id, label }));

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Heating fuel', options, onSelectionChange: fn(), placeholder: 'Select a fuel' },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Heating fuel/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(
      within(listbox).getByRole('option', { name: HEATING_FUEL_NAMES.NATURAL_GAS }),
    );
    await expect(args.onSelectionChange).toHaveBeenCalledWith('NATURAL_GAS');
    await expect(trigger).toHaveTextContent(HEATING_FUEL_NAMES.NATURAL_GAS);
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: registrationValidationMessages.heatingFuelRequired },
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'OIL' } };
