import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  energyCostsLabels as l,
  registrationValidationMessages as m,
  stepFieldErrors,
  validateEnergyCosts,
} from '@wattwise/domain';
import { EnergyCostsStep } from './EnergyCostsStep';
import type { EnergyDraft } from './UsageFields';

const rates: EnergyDraft = { elecDayRate: 53, elecUnitRate: 27.03, gasDayRate: 35, gasUnitRate: 7 };

function Harness({ onChange }: { onChange?: (energy: EnergyDraft) => void }) {
  const [energy, setEnergy] = useState<EnergyDraft>(rates);
  const [electricityOnly, setElectricityOnly] = useState(false);
  return (
    <EnergyCostsStep
      energy={energy}
      onChange={(next) => {
        setEnergy(next);
        onChange?.(next);
      }}
      electricityOnly={electricityOnly}
      onElectricityOnlyChange={setElectricityOnly}
    />
  );
}

afterEach(cleanup);

describe('EnergyCostsStep', () => {
  it('hides every gas field when the building is electricity only', async () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: l.gas })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: l.electricityOnly }));
    expect(screen.queryByRole('group', { name: l.gas })).toBeNull();
  });

  it('asks for the month only when the period is monthly', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const electricity = within(screen.getByRole('group', { name: l.electricity }));
    expect(electricity.queryByText(l.month)).toBeNull();
    await userEvent.click(electricity.getByRole('radio', { name: 'Monthly' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ elecPeriod: 'MONTHLY' }));
    expect(electricity.getByText(l.month)).toBeTruthy();
  });

  it("keeps a period clicked once straight after typing the other fuel's usage", async () => {
    // The press selects 'Monthly', then focuses it: only then does the electricity value lose
    // focus and hand over its figure, in the same press.
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const electricity = within(screen.getByRole('group', { name: l.electricity }));
    const gas = within(screen.getByRole('group', { name: l.gas }));
    await userEvent.type(electricity.getByRole('textbox', { name: l.value }), '9000');
    await userEvent.click(gas.getByText('Monthly', { exact: true }));
    expect((gas.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ elecValue: 9000, gasPeriod: 'MONTHLY' }),
    );
  });

  it('points only the empty or negative rates at the rates message', () => {
    const energy = { ...rates, elecUnitRate: null, gasDayRate: -1 };
    const errors = stepFieldErrors(
      validateEnergyCosts(energy, { connectingSmartMeter: false, electricityOnly: false }),
    );
    expect(errors.rates).toBe(m.enterEnergyRates);
    render(
      <EnergyCostsStep
        energy={energy}
        onChange={() => {}}
        electricityOnly={false}
        onElectricityOnlyChange={() => {}}
        errors={errors}
      />,
    );
    const electricity = within(screen.getByRole('group', { name: l.electricity }));
    const gas = within(screen.getByRole('group', { name: l.gas }));
    const message = screen.getByText(m.enterEnergyRates);
    const unitRate = electricity.getByRole('textbox', { name: l.unitRate });
    expect(unitRate.getAttribute('aria-invalid')).toBe('true');
    expect(unitRate.getAttribute('aria-describedby')).toContain(message.id);
    expect(gas.getByRole('textbox', { name: l.dayRate }).getAttribute('aria-invalid')).toBe('true');
    expect(electricity.getByRole('textbox', { name: l.dayRate }).hasAttribute('aria-invalid')).toBe(
      false,
    );
  });

  it('asks no usage while connecting a smart meter', () => {
    render(
      <EnergyCostsStep
        energy={rates}
        onChange={() => {}}
        electricityOnly
        onElectricityOnlyChange={() => {}}
        connectingSmartMeter
      />,
    );
    expect(screen.queryByText(l.value)).toBeNull();
    expect(screen.getByText(l.smartMeterUsage)).toBeTruthy();
  });
});
