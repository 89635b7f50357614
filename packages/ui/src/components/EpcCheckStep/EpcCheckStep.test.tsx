import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { epcBandLabel, epcCheckLabels as l } from '@wattwise/domain';
import { EpcCheckStep, type EpcDraft, type EpcRecord } from './EpcCheckStep';

const records: EpcRecord[] = [
  { certificateKey: 'lmk-1', address: '10 Gower Street', rating: 'C', epcYear: 2019 },
];

function Harness({ onChange }: { onChange: (epc: EpcDraft) => void }) {
  const [epc, setEpc] = useState<EpcDraft>({ noEPC: false });
  return (
    <EpcCheckStep
      epc={epc}
      onChange={(next) => {
        setEpc(next);
        onChange(next);
      }}
      lookUpStatus="done"
      records={records}
      onCertificateFile={() => {}}
    />
  );
}

afterEach(cleanup);

describe('EpcCheckStep', () => {
  it('takes the key, rating and year of a chosen certificate, and a manual rating drops the key', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(epcBandLabel('C')) }));
    expect(onChange).toHaveBeenLastCalledWith({
      noEPC: false,
      certificateKey: 'lmk-1',
      epcRating: 'C',
      epcYear: 2019,
    });
    const manual = within(screen.getByRole('radiogroup', { name: l.manualLegend }));
    expect((manual.getByRole('radio', { name: 'C' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(manual.getByRole('radio', { name: 'B' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ epcRating: 'B', certificateKey: null }),
    );
  });

  it('offers manual ratings A to F only, disabled when there is no EPC', async () => {
    render(<Harness onChange={() => {}} />);
    const manual = within(screen.getByRole('radiogroup', { name: l.manualLegend }));
    expect(manual.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
    await userEvent.click(screen.getByRole('checkbox', { name: l.noEpc }));
    expect(manual.getByRole('radio', { name: 'A' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when no certificate was found', () => {
    render(
      <EpcCheckStep
        epc={{ noEPC: false }}
        onChange={() => {}}
        lookUpStatus="done"
        records={[]}
        onCertificateFile={() => {}}
      />,
    );
    expect(screen.getByText(l.noneFound)).toBeTruthy();
  });
});
