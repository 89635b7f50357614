import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  registrationValidationMessages,
  shellErrorMessages,
  withMpanCheckDigit,
} from '@wattwise/domain';
import { ConnectSmartMeterDialog } from './ConnectSmartMeterDialog';

const meta = {
  title: 'Product/Dialogs/ConnectSmartMeterDialog',
  component: ConnectSmartMeterDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onMpanChange: fn(),
    onSubmit: fn(),
    eligibility: 'unknown',
  },
} satisfies Meta<typeof ConnectSmartMeterDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeepsDigitsAndDots: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'MPAN' });
    await userEvent.type(input, '12ab.34');
    await expect(input).toHaveValue('12.34');
    await expect(args.onMpanChange).toHaveBeenLastCalledWith('12.34');
    await expect(dialog).toHaveTextContent(registrationValidationMessages.mpanFormat);
  },
};
export const ValidNeedsConsent: Story = {
  args: { eligibility: 'valid' },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const mpan = withMpanCheckDigit('123456789012');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'MPAN' }), mpan);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(mpan);
  },
};
export const NotEligible: Story = {
  args: { eligibility: 'not-eligible' },
  play: async () => {
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      shellErrorMessages.meterNotEligible,
    );
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
