import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  epcBandLabel,
  epcCheckLabels,
  registrationMessages,
  registrationValidationMessages,
  stepFieldErrors,
  toastTitles,
  validateEpcStep,
  wizardStepTitles,
} from '@wattwise/domain';
import { StepStoryWizard } from '../AddressStep/StepStoryWizard';
import {
  EpcCheckStep,
  type EpcCheckStepProps,
  type EpcDraft,
  type EpcRecord,
} from './EpcCheckStep';

const records: EpcRecord[] = [
  {
    certificateKey: 'lmk-1',
    address: '10 Gower Street, London WC1E 6HJ',
    rating: 'C',
    epcYear: 2019,
  },
  { certificateKey: 'lmk-2', address: 'Flat 2, 10 Gower Street, London', rating: 'E' },
];

function Stateful(props: EpcCheckStepProps) {
  const [epc, setEpc] = useState<EpcDraft>(props.epc);
  const [name, setName] = useState(props.certificateName);
  return (
    <EpcCheckStep
      {...props}
      epc={epc}
      onChange={setEpc}
      certificateName={name}
      onCertificateFile={(file) => setName(file.name)}
    />
  );
}

function InWizard({ onValid }: { onValid: () => void }) {
  const [epc, setEpc] = useState<EpcDraft>({ noEPC: false });
  return (
    <StepStoryWizard
      step={3}
      total={5}
      title={wizardStepTitles['epc-check']}
      validate={() =>
        validateEpcStep({
          noEPC: epc.noEPC ?? false,
          epcRating: epc.epcRating,
          manual: !epc.certificateKey,
          epcYear: epc.epcYear,
        })
      }
      onValid={onValid}
    >
      {(errors) => (
        <EpcCheckStep
          epc={epc}
          onChange={setEpc}
          lookUpStatus="done"
          records={[]}
          onCertificateFile={() => {}}
          errors={errors}
        />
      )}
    </StepStoryWizard>
  );
}

const meta = {
  title: 'Product/Wizard steps/EpcCheckStep',
  component: EpcCheckStep,
  args: {
    epc: { noEPC: false },
    onChange: fn(),
    lookUpStatus: 'done',
    records,
    onCertificateFile: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof EpcCheckStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LookingUp: Story = {
  args: { lookUpStatus: 'loading', records: [] },
  // Loading dots change every 500 ms: no stable picture; the play function checks the state.
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(epcCheckLabels.lookingUp)).toBeVisible();
  },
};

export const ChoosesFoundCertificate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const manual = within(canvas.getByRole('radiogroup', { name: epcCheckLabels.manualLegend }));
    await userEvent.click(manual.getByRole('radio', { name: 'B' }));
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(epcBandLabel('C')) }));
    // A chosen certificate replaces the manual rating.
    await expect(manual.getByRole('radio', { name: 'B' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /EPC year/ })).toHaveValue('2019');
  },
};

export const NoneFound: Story = { args: { records: [] } };

/** None is the building's: the post code's other certificates, closest first, and 'None of these'. */
export const OthersAtThePostCode: Story = {
  args: {
    records: [],
    otherRecords: [
      { certificateKey: 'lmk-14', address: '14 Gower Street, London WC1E 6BT', rating: 'D' },
      { certificateKey: 'lmk-w', address: 'Wilkins Building, Gower Street, London', rating: 'C' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(epcCheckLabels.noneFound)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: epcCheckLabels.noneOfThese }));
    await expect(canvas.getByRole('radio', { name: epcCheckLabels.noneOfThese })).toBeChecked();
  },
};

export const LookUpFailed: Story = { args: { lookUpStatus: 'error', records: [] } };

export const NoEpc: Story = {
  args: { records: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: epcCheckLabels.noEpc }));
    await expect(canvas.getByRole('radio', { name: 'A' })).toBeDisabled();
  },
};

export const ErrorsShown: Story = {
  args: {
    records: [],
    epc: { noEPC: false, epcYear: 1850 },
    errors: stepFieldErrors(validateEpcStep({ noEPC: false, epcRating: null })),
  },
};

export const WithCertificate: Story = {
  args: {
    epc: { noEPC: false, epcRating: 'D', epcYear: 2015 },
    records: [],
    certificateName: 'epc-certificate-10-gower-street.png',
  },
};

export const LongAddresses: Story = {
  args: {
    records: [
      {
        certificateKey: 'lmk-long',
        address:
          'Unit 14B, The Old Sorting Office Business Centre, 221-229 Great Western Industrial Estate Road, Llanfairpwllgwyngyll, Anglesey LL61 5UJ',
        rating: 'F',
        epcYear: 2011,
      },
      ...records,
    ],
  },
};

export const Demo: Story = {
  args: { epc: { noEPC: false, certificateKey: 'lmk-1', epcRating: 'C' }, isDisabled: true },
};

export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };

export const NextBlockedByValidation: Story = {
  render: (args) => <InWizard onValid={args.onCertificateFile as () => void} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    const toasts = within(within(document.body).getByRole('region', { name: 'Notifications' }));
    await expect(toasts.getByRole('alert')).toHaveTextContent(toastTitles.validationError);
    await expect(toasts.getByRole('alert')).toHaveTextContent(
      registrationValidationMessages.selectEpcRating,
    );
    await expect(
      canvas.getByRole('radiogroup', { name: epcCheckLabels.manualLegend }),
    ).toHaveAccessibleDescription(registrationValidationMessages.selectEpcRating);
    await userEvent.click(canvas.getByRole('radio', { name: 'D' }));
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    await expect(args.onCertificateFile).toHaveBeenCalledOnce();
  },
};
