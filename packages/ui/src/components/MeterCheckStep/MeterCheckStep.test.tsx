import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  INITIAL_MPAN_CONFIRMATION,
  meterCheckLabels as l,
  registrationMessages,
  shellErrorMessages,
  toastTitles,
  type MeterState,
} from '@wattwise/domain';
import type { LookUpState } from '../AddressStep/lookUpState';
import type { EnergyDraft } from '../EnergyCostsStep/UsageFields';
import { MeterCheckStep } from './MeterCheckStep';

function renderStep(
  options: {
    energy?: EnergyDraft;
    meterState?: MeterState;
    meterSearch?: LookUpState;
    meterCheck?: LookUpState;
    gasIsOff?: boolean;
  } = {},
) {
  return render(
    <MeterCheckStep
      energy={options.energy ?? {}}
      onChange={() => {}}
      suppliers={[{ id: 'edf', name: 'EDF' }]}
      gasIsOff={options.gasIsOff ?? false}
      meterQuery={{ address: '', postCode: '' }}
      onMeterQueryChange={() => {}}
      onSearchMeterAddress={() => {}}
      meterSearch={options.meterSearch ?? { status: 'idle' }}
      addressOptions={[]}
      mpanChoice={INITIAL_MPAN_CONFIRMATION}
      onMpanChoice={() => {}}
      meterState={options.meterState ?? 'UNCHECKED'}
      meterCheck={options.meterCheck ?? { status: 'idle' }}
      onConnect={() => {}}
    />,
  );
}

afterEach(cleanup);

describe('MeterCheckStep', () => {
  it('asks for usage by hand without consent, and not once consent is given', () => {
    const { unmount } = renderStep();
    expect(screen.getByRole('group', { name: l.manualUsageLegend })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: registrationMessages.connect }).hasAttribute('disabled'),
    ).toBe(true);
    unmount();
    renderStep({ energy: { electralinkConsent: true } });
    expect(screen.queryByRole('group', { name: l.manualUsageLegend })).toBeNull();
  });

  it('falls back to manual usage when the meter is INACCESSIBLE', () => {
    renderStep({ energy: { electralinkConsent: true }, meterState: 'INACCESSIBLE' });
    expect(screen.getByText(shellErrorMessages.meterInaccessible)).toBeTruthy();
    expect(screen.getByRole('group', { name: l.manualUsageLegend })).toBeTruthy();
  });

  it('reads a 502 as External Server Error and any other failure as the meter-check message', () => {
    const { unmount } = renderStep({ meterSearch: { status: 'error', errorStatus: 502 } });
    expect(screen.getByRole('alert').textContent).toContain(toastTitles.externalServerError);
    expect(screen.getByRole('alert').textContent).toContain(
      shellErrorMessages.meteringProviderNoResponse,
    );
    unmount();
    renderStep({ meterCheck: { status: 'error', errorStatus: 500 } });
    expect(screen.getByRole('alert').textContent).toContain(shellErrorMessages.meterCheckFailed);
  });

  it('offers no gas supplier nor MPRN when gas is off', () => {
    renderStep({ gasIsOff: true });
    expect(screen.queryByText(l.gasSupplier)).toBeNull();
    expect(screen.queryByRole('textbox', { name: new RegExp(l.mprn) })).toBeNull();
  });
});
