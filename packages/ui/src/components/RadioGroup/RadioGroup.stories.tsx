import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { registrationMessages } from '@wattwise/domain';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: registrationMessages.wholeBuildingQuestion,
    onChange: fn(),
    children: (
      <>
        <RadioGroup.Radio value="yes">{registrationMessages.yes}</RadioGroup.Radio>
        <RadioGroup.Radio value="no">{registrationMessages.no}</RadioGroup.Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('radio', { name: registrationMessages.no }),
    );
    await expect(args.onChange).toHaveBeenCalledWith('no');
  },
};
export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: 'yes' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please choose an answer.' },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('radio', { name: registrationMessages.no }),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
