import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ENERGY_DEFAULTS,
  energyCostsLabels,
  registrationMessages,
  registrationValidationMessages,
  stepFieldErrors,
  toastTitles,
  validateEnergyCosts,
  wizardStepTitles,
} from '@wattwise/domain';
import { StepStoryWizard } from '../AddressStep/StepStoryWizard';
import { EnergyCostsStep, type EnergyCostsStepProps } from './EnergyCostsStep';
import type { EnergyDraft } from './UsageFields';

/** The energy defaults of spec shell §9 as the app starts the draft. */
const defaults: EnergyDraft = {
  elecDayRate: ENERGY_DEFAULTS.elecDayRate,
  elecUnitRate: ENERGY_DEFAULTS.elecUnitRate,
  gasDayRate: ENERGY_DEFAULTS.gasDayRate,
  gasUnitRate: ENERGY_DEFAULTS.gasUnitRate,
  elecPeriod: ENERGY_DEFAULTS.period,
  gasPeriod: ENERGY_DEFAULTS.period,
  elecValueType: ENERGY_DEFAULTS.valueType,
  gasValueType: ENERGY_DEFAULTS.valueType,
};

const filled: EnergyDraft = {
  ...defaults,
  elecPeriod: 'MONTHLY',
  elecPeriodMonth: 3,
  elecValue: 2450,
  gasValueType: 'ENERGY_COST',
  gasValue: 1830.5,
};

function Stateful(props: Partial<EnergyCostsStepProps>) {
  const [energy, setEnergy] = useState<EnergyDraft>(props.energy ?? defaults);
  const [electricityOnly, setElectricityOnly] = useState(props.electricityOnly ?? false);
  return (
    <EnergyCostsStep
      {...props}
      energy={energy}
      onChange={setEnergy}
      electricityOnly={electricityOnly}
      onElectricityOnlyChange={setElectricityOnly}
    />
  );
}

function InWizard({ onValid }: { onValid: () => void }) {
  const [energy, setEnergy] = useState<EnergyDraft>(defaults);
  const [electricityOnly, setElectricityOnly] = useState(false);
  return (
    <StepStoryWizard
      step={2}
      total={5}
      title={wizardStepTitles['energy-costs']}
      validate={() => validateEnergyCosts(energy, { connectingSmartMeter: false, electricityOnly })}
      onValid={onValid}
    >
      {(errors) => (
        <EnergyCostsStep
          energy={energy}
          onChange={setEnergy}
          electricityOnly={electricityOnly}
          onElectricityOnlyChange={setElectricityOnly}
          errors={errors}
        />
      )}
    </StepStoryWizard>
  );
}

const meta = {
  title: 'Product/Wizard steps/EnergyCostsStep',
  component: EnergyCostsStep,
  args: {
    energy: defaults,
    onChange: fn(),
    electricityOnly: false,
    onElectricityOnlyChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof EnergyCostsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { energy: filled } };

export const ElectricityOnlyHidesGas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: energyCostsLabels.gas })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: energyCostsLabels.electricityOnly }),
    );
    await expect(canvas.queryByRole('group', { name: energyCostsLabels.gas })).toBeNull();
    await expect(canvas.getByRole('group', { name: energyCostsLabels.electricity })).toBeVisible();
  },
};

export const MonthlyShowsMonthPicker: Story = {
  args: { electricityOnly: true },
  play: async ({ canvasElement }) => {
    const electricity = within(
      within(canvasElement).getByRole('group', { name: energyCostsLabels.electricity }),
    );
    await expect(electricity.queryByRole('button', { name: /Month/ })).toBeNull();
    await userEvent.click(electricity.getByRole('radio', { name: 'Monthly' }));
    await userEvent.click(electricity.getByRole('button', { name: /Month/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'March' }));
    await expect(electricity.getByRole('button', { name: /Month/ })).toHaveTextContent('March');
    await userEvent.type(
      electricity.getByRole('textbox', { name: energyCostsLabels.value }),
      '2450',
    );
    await userEvent.tab();
    await expect(electricity.getByRole('textbox', { name: energyCostsLabels.value })).toHaveValue(
      '2450',
    );
  },
};

export const RatesMissing: Story = {
  args: {
    energy: { ...defaults, elecUnitRate: null, gasDayRate: null },
    errors: stepFieldErrors(
      validateEnergyCosts(
        { ...defaults, elecUnitRate: null, gasDayRate: null },
        { connectingSmartMeter: false, electricityOnly: false },
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(registrationValidationMessages.enterEnergyRates)).toBeVisible();
    const unitRate = within(
      canvas.getByRole('group', { name: energyCostsLabels.electricity }),
    ).getByRole('textbox', { name: energyCostsLabels.unitRate });
    await expect(unitRate).toHaveAttribute('aria-invalid', 'true');
    await expect(unitRate).toHaveAccessibleDescription(
      registrationValidationMessages.enterEnergyRates,
    );
  },
};

export const ConnectingSmartMeter: Story = { args: { connectingSmartMeter: true } };

export const OffersSmartMeter: Story = {
  args: { onConnectSmartMeter: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: registrationMessages.connectToSmartMeter }),
    );
    await expect(args.onConnectSmartMeter).toHaveBeenCalledOnce();
  },
};

export const Demo: Story = { args: { energy: filled, isDisabled: true } };

export const Mobile: Story = {
  args: { energy: filled },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

export const NextBlockedByValidation: Story = {
  render: (args) => <InWizard onValid={args.onChange as () => void} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    const toast = within(
      within(document.body).getByRole('region', { name: 'Notifications' }),
    ).getByRole('alert');
    await expect(toast).toHaveTextContent(toastTitles.validationError);
    await expect(toast).toHaveTextContent(registrationValidationMessages.electricityUsageRequired);
    await expect(args.onChange).not.toHaveBeenCalled();
    const value = within(
      canvas.getByRole('group', { name: energyCostsLabels.electricity }),
    ).getByRole('textbox', { name: energyCostsLabels.value });
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(value, '2450');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: energyCostsLabels.electricityOnly }),
    );
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};
