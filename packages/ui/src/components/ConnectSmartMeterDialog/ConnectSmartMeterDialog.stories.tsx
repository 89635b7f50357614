import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useReducer } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  connectMeterReducer,
  INITIAL_CONNECT_METER,
  registrationValidationMessages,
  shellErrorMessages,
  withMpanCheckDigit,
  type ConnectMeterState,
} from '@wattwise/domain';
import {
  ConnectSmartMeterDialog,
  type ConnectSmartMeterDialogProps,
} from './ConnectSmartMeterDialog';

/**
 * The dialog as the app holds it: the domain's reducer keeps its state from args.state on, and
 * the story's stand-in for the app's eligibility check answers `eligible` (none: no answer).
 */
function WithReducer({
  eligible,
  ...args
}: ConnectSmartMeterDialogProps & { eligible: boolean | undefined }) {
  const [state, dispatch] = useReducer(connectMeterReducer, args.state);
  useEffect(() => {
    if (state.phase === 'validating' && eligible !== undefined) {
      dispatch({ type: 'validated', mpan: state.mpan, eligible });
    }
  }, [eligible, state.mpan, state.phase]);
  return (
    <ConnectSmartMeterDialog
      {...args}
      state={state}
      onEvent={(event) => {
        args.onEvent(event);
        dispatch(event);
      }}
    />
  );
}

const meta = {
  title: 'Product/Dialogs/ConnectSmartMeterDialog',
  component: ConnectSmartMeterDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onEvent: fn(),
    onSubmit: fn(),
    state: INITIAL_CONNECT_METER,
  },
  render: (args, { parameters }) => (
    <WithReducer {...args} eligible={(parameters as { eligible?: boolean }).eligible} />
  ),
} satisfies Meta<typeof ConnectSmartMeterDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const mpan = withMpanCheckDigit('123456789012');

export const KeepsDigitsAndDots: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'MPAN' });
    await userEvent.type(input, '12ab.34');
    await expect(input).toHaveValue('12.34');
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'typed', mpan: '12.34' });
    await expect(dialog).toHaveTextContent(registrationValidationMessages.mpanFormat);
  },
};
export const ValidNeedsConsent: Story = {
  parameters: { eligible: true },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'MPAN' }), mpan);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('checkbox'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
const notEligible: ConnectMeterState = { phase: 'notEligible', mpan, consent: false };
export const NotEligible: Story = {
  args: { state: notEligible },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      shellErrorMessages.meterNotEligible,
    );
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
