import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { planMessages, registrationValidationMessages } from '@wattwise/domain';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Building name', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Building name'), 'Bloomsbury House');
    await expect(args.onChange).toHaveBeenLastCalledWith('Bloomsbury House');
  },
};
export const WithDescription: Story = {
  args: {
    label: 'Unit',
    description: 'Flat, floor or unit number',
    optionalText: planMessages.optional,
  },
};
export const Invalid: Story = {
  args: {
    label: 'Street',
    isInvalid: true,
    errorMessage: registrationValidationMessages.streetRequired,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(registrationValidationMessages.streetRequired),
    ).toBeVisible();
  },
};
export const Disabled: Story = {
  args: { label: 'Country', value: 'United Kingdom', isDisabled: true },
};
export const LongText: Story = {
  args: {
    label: 'Site name',
    defaultValue:
      'The Very Long Name Of A Building In Bloomsbury That Goes On And On Beyond The Field Width',
    description:
      'A description that is long enough to wrap onto a second line when the field is narrow, as designers need to see.',
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
export const Multiline: Story = { args: { label: 'Description', multiline: true } };
