import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { planMessages, registrationValidationMessages } from '@wattwise/domain';
import { NumberField } from './NumberField';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Electricity unit rate', unit: 'p/kWh', decimals: 2, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BlocksLetterE: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Electricity unit rate');
    await userEvent.type(input, '2e7');
    await expect(input).toHaveValue('27');
  },
};
export const RoundsOnBlur: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Electricity unit rate');
    await userEvent.type(input, '27.036');
    await userEvent.tab();
    await expect(input).toHaveValue('27.04');
    await expect(args.onChange).toHaveBeenLastCalledWith(27.04);
  },
};
export const IgnoresMouseWheel: Story = {
  args: { defaultValue: 10, label: 'Number of floors', decimals: 0, unit: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Number of floors');
    input.focus();
    await fireEvent.wheel(input, { deltaY: -100 });
    await expect(input).toHaveValue('10');
  },
};
export const ClampsToMinAndMax: Story = {
  args: { label: 'Number of floors', minValue: 1, maxValue: 200, decimals: 0, unit: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Number of floors');
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
  },
};
export const Currency: Story = {
  args: { label: 'Cost', prefix: '£', unit: undefined, optionalText: planMessages.optional },
};
export const Invalid: Story = {
  args: {
    label: 'Floor area',
    unit: 'm²',
    isInvalid: true,
    errorMessage: registrationValidationMessages.minimumOne,
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 27.03 } };
