import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { epcBandLabel, epcCheckLabels as l } from '@wattwise/domain';
import { EpcCheckStep, type EpcDraft, type EpcRecord } from './EpcCheckStep';

const records: EpcRecord[] = [
  { certificateKey: 'lmk-1', address: '10 Gower Street', rating: 'C', epcYear: 2019 },
];

function Harness({
  onChange,
  own = records,
  others = [],
}: {
  onChange: (epc: EpcDraft) => void;
  own?: EpcRecord[];
  others?: EpcRecord[];
}) {
  const [epc, setEpc] = useState<EpcDraft>({ noEPC: false });
  return (
    <EpcCheckStep
      epc={epc}
      onChange={(next) => {
        setEpc(next);
        onChange(next);
      }}
      lookUpStatus="done"
      records={own}
      otherRecords={others}
      onCertificateFile={() => {}}
    />
  );
}

afterEach(cleanup);

describe('EpcCheckStep', () => {
  it('says none is the building’s, lists the post code’s others below, and takes “None of these”', async () => {
    const onChange = vi.fn();
    const others: EpcRecord[] = [
      { certificateKey: 'lmk-14', address: '14 Gower Street', rating: 'D', epcYear: 2015 },
      { certificateKey: 'lmk-w', address: 'Wilkins Building, Gower Street', rating: 'C' },
    ];
    render(<Harness onChange={onChange} own={[]} others={others} />);
    expect(screen.getByText(l.noneFound)).toBeTruthy();
    const group = within(screen.getByRole('radiogroup', { name: l.othersLegend }));
    expect(group.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(
      [
        expect.stringContaining('14 Gower Street'),
        expect.stringContaining('Wilkins Building'),
        l.noneOfThese,
      ],
    );
    await userEvent.click(group.getByRole('radio', { name: /14 Gower Street/ }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ certificateKey: 'lmk-14' }),
    );
    await userEvent.click(group.getByRole('radio', { name: l.noneOfThese }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ certificateKey: null, epcRating: null }),
    );
    expect((group.getByRole('radio', { name: l.noneOfThese }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

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

  it('keeps the rating clicked once straight after typing the EPC year, and the year', async () => {
    // A press on a rating's label selects it, then focuses its radio: the year field only then
    // loses focus and hands over the year it was typed with, in the same press.
    const onChange = vi.fn();
    render(<Harness onChange={onChange} own={[]} />);
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(l.epcYear) }), '2019');
    const manual = within(screen.getByRole('radiogroup', { name: l.manualLegend }));
    await userEvent.click(manual.getByText('C', { exact: true }));
    expect((manual.getByRole('radio', { name: 'C' }) as HTMLInputElement).checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ epcRating: 'C', epcYear: 2019 }),
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
