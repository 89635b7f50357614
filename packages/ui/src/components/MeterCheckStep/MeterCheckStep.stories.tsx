import { useReducer, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  INITIAL_MPAN_CONFIRMATION,
  meterCheckLabels,
  mpanConfirmationReducer,
  registrationMessages,
  registrationValidationMessages,
  shellErrorMessages,
  toastTitles,
  validateMeterCheck,
  wizardStepTitles,
  type MpanConfirmationState,
} from '@wattwise/domain';
import { StepStoryWizard } from '../AddressStep/StepStoryWizard';
import type { EnergyDraft } from '../EnergyCostsStep/UsageFields';
import { MeterCheckStep, type MeterCheckStepProps } from './MeterCheckStep';
import type { MeterAddressOption, Supplier } from './meterCheckTypes';

const suppliers: Supplier[] = [
  { id: 'octopus', name: 'Octopus Energy' },
  { id: 'british-gas', name: 'British Gas' },
  { id: 'edf', name: 'EDF' },
  { id: 'eon', name: 'E.ON Next' },
];

const options: MeterAddressOption[] = [
  {
    address: '10 Gower Street, London WC1E 6HJ',
    partialMpan: '12 •••• •••• 345',
    encryptedMpan: 'enc-1',
    confidenceScore: 0.94,
  },
  {
    address: 'Flat 2, 10 Gower Street, London WC1E 6HJ',
    partialMpan: '12 •••• •••• 678',
    encryptedMpan: 'enc-2',
    confidenceScore: 0.71,
  },
];

const energy: EnergyDraft = { elecPeriod: 'ANNUAL', elecValueType: 'ENERGY_USAGE' };

function Stateful(props: MeterCheckStepProps) {
  const [draft, setDraft] = useState<EnergyDraft>(props.energy);
  const [query, setQuery] = useState(props.meterQuery);
  const [choice, dispatch] = useReducer(mpanConfirmationReducer, props.mpanChoice);
  return (
    <MeterCheckStep
      {...props}
      energy={draft}
      onChange={setDraft}
      meterQuery={query}
      onMeterQueryChange={setQuery}
      mpanChoice={choice}
      onMpanChoice={dispatch}
    />
  );
}

function InWizard({ onValid }: { onValid: () => void }) {
  const [draft, setDraft] = useState<EnergyDraft>({ ...energy, electralinkConsent: true });
  const [choice, dispatch] = useReducer(mpanConfirmationReducer, INITIAL_MPAN_CONFIRMATION);
  return (
    <StepStoryWizard
      step={2}
      total={7}
      title={wizardStepTitles['meter-check']}
      validate={() =>
        validateMeterCheck({
          energySupplier: draft.energySupplier,
          meterState: 'UNCHECKED',
          consent: draft.electralinkConsent ?? false,
          electricityOnly: true,
          energy: draft,
        })
      }
      onValid={onValid}
    >
      {(errors) => (
        <MeterCheckStep
          energy={draft}
          onChange={setDraft}
          suppliers={suppliers}
          gasIsOff
          meterQuery={{ address: '', postCode: '' }}
          onMeterQueryChange={() => {}}
          onSearchMeterAddress={() => {}}
          meterSearch={{ status: 'idle' }}
          addressOptions={[]}
          mpanChoice={choice}
          onMpanChoice={dispatch}
          meterState="UNCHECKED"
          meterCheck={{ status: 'idle' }}
          onConnect={() => {}}
          errors={errors}
        />
      )}
    </StepStoryWizard>
  );
}

const chosen: MpanConfirmationState = { ...INITIAL_MPAN_CONFIRMATION, selectedAddress: 'enc-1' };

const meta = {
  title: 'Product/Wizard steps/MeterCheckStep',
  component: MeterCheckStep,
  args: {
    energy,
    onChange: fn(),
    suppliers,
    gasIsOff: false,
    meterQuery: { address: '10 Gower Street', postCode: 'WC1E 6HJ' },
    onMeterQueryChange: fn(),
    onSearchMeterAddress: fn(),
    meterSearch: { status: 'idle' },
    addressOptions: [],
    mpanChoice: INITIAL_MPAN_CONFIRMATION,
    onMpanChoice: fn(),
    meterState: 'UNCHECKED',
    meterCheck: { status: 'idle' },
    onConnect: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MeterCheckStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { meterQuery: { address: '', postCode: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const connect = canvas.getByRole('button', { name: registrationMessages.connect });
    await expect(connect).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: meterCheckLabels.consent }));
    await expect(connect).toBeEnabled();
    // With consent the manual usage fallback is no longer needed.
    await expect(
      canvas.queryByRole('group', { name: meterCheckLabels.manualUsageLegend }),
    ).toBeNull();
    await userEvent.click(connect);
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};

export const SuppliersLoading: Story = {
  args: { suppliers: [], suppliersLoading: true },
  // Loading dots change every 500 ms: no stable picture; the play function checks the state.
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(meterCheckLabels.suppliersLoading)).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: /Electricity supplier/ }),
    ).toBeDisabled();
  },
};

export const Searching: Story = {
  args: { meterSearch: { status: 'loading' } },
  // Loading dots change every 500 ms: no stable picture; the play function checks the state.
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(meterCheckLabels.searching)).toBeVisible();
  },
};

export const NoResultsTypesMpan: Story = {
  args: { meterSearch: { status: 'done' }, gasIsOff: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(registrationMessages.noResultsFound)).toBeVisible();
    const mpan = canvas.getByRole('textbox', { name: meterCheckLabels.mpan });
    await userEvent.type(mpan, '12ab34.56');
    await expect(mpan).toHaveValue('1234.56');
  },
};

export const ConfirmsMpan: Story = {
  args: { meterSearch: { status: 'done' }, addressOptions: options },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: options[0]!.address }));
    await expect(
      canvas.getByRole('heading', { name: registrationMessages.isThisYourMpan }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.yes }));
    await expect(canvas.getByText(meterCheckLabels.mpanConfirmed)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: meterCheckLabels.mpan })).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  args: { meterSearch: { status: 'done' }, addressOptions: options },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: meterCheckLabels.meterPostCode }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: meterCheckLabels.search })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: options[0]!.address })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: options[1]!.address })).toBeChecked();
    await expect(canvas.getByText(options[1]!.partialMpan)).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: registrationMessages.yes })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(meterCheckLabels.mpanConfirmed)).toBeVisible();
  },
};

export const MpanNoMovesToManualEntry: Story = {
  args: { meterSearch: { status: 'done' }, addressOptions: options, mpanChoice: chosen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.no }));
    await expect(canvas.getByRole('textbox', { name: meterCheckLabels.mpan })).toBeVisible();
    // Choosing another address resets manual entry and asks again.
    await userEvent.click(canvas.getByRole('radio', { name: options[1]!.address }));
    await expect(canvas.queryByRole('textbox', { name: meterCheckLabels.mpan })).toBeNull();
    await expect(canvas.getByText(options[1]!.partialMpan)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.back }));
    await expect(canvas.getByRole('radio', { name: options[1]!.address })).not.toBeChecked();
  },
};

export const SearchExternalServerError: Story = {
  args: { meterSearch: { status: 'error', errorStatus: 502 } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(toastTitles.externalServerError);
    await expect(alert).toHaveTextContent(shellErrorMessages.meteringProviderNoResponse);
  },
};

export const MeterCheckFailed: Story = {
  args: {
    energy: { ...energy, electralinkConsent: true, energySupplier: 'edf' },
    meterCheck: { status: 'error', errorStatus: 500 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      shellErrorMessages.meterCheckFailed,
    );
  },
};

export const Accessible: Story = {
  args: {
    energy: { ...energy, electralinkConsent: true, energySupplier: 'octopus' },
    meterSearch: { status: 'done' },
    addressOptions: options,
    mpanChoice: { ...chosen, confirmed: true },
    meterState: 'ACCESSIBLE',
    meterCheck: { status: 'done' },
  },
};

export const Inaccessible: Story = {
  args: {
    energy: { ...energy, electralinkConsent: true, energySupplier: 'octopus' },
    meterState: 'INACCESSIBLE',
    meterCheck: { status: 'done' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shellErrorMessages.meterInaccessible)).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: meterCheckLabels.manualUsageLegend }),
    ).toBeVisible();
  },
};

export const LongAddresses: Story = {
  args: {
    meterSearch: { status: 'done' },
    addressOptions: [
      {
        address:
          'Unit 14B, The Old Sorting Office Business Centre, 221-229 Great Western Industrial Estate Road, Llanfairpwllgwyngyll, Anglesey LL61 5UJ',
        partialMpan: '19 •••• •••• 001',
        encryptedMpan: 'enc-long',
      },
      ...options,
    ],
  },
};

export const Demo: Story = { args: { isDisabled: true } };

export const Mobile: Story = {
  args: { meterSearch: { status: 'done' }, addressOptions: options, mpanChoice: chosen },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

export const NextBlockedByValidation: Story = {
  render: (args) => <InWizard onValid={args.onConnect} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    const toasts = within(within(document.body).getByRole('region', { name: 'Notifications' }));
    await expect(toasts.getByRole('alert')).toHaveTextContent(toastTitles.validationError);
    await expect(toasts.getByRole('alert')).toHaveTextContent(
      registrationValidationMessages.selectSupplier,
    );
    await userEvent.click(canvas.getByRole('button', { name: /Electricity supplier/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'EDF' }));
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    await expect(toasts.getByRole('alert')).toHaveTextContent(
      registrationValidationMessages.connectMeter,
    );
    await expect(
      canvas.getByRole('button', { name: registrationMessages.connect }),
    ).toHaveAccessibleDescription(registrationValidationMessages.connectMeter);
    await expect(args.onConnect).not.toHaveBeenCalled();
  },
};
