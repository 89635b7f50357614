import { describe, expect, it } from 'vitest';
import {
  parseEnumOptions,
  parsePresetValue,
  validateFloorAreaPercentages,
  interventionCost,
  validateIntervention,
  validateScenarioEdit,
  validateSendDiagnoseEmail,
} from './analysisForms';
import { firstFailure, invalid, toNumber, VALID } from './result';
import {
  canDeleteSite,
  canStartPayment,
  validateBillingEmail,
  validateImageFile,
} from './siteForms';

const msg = (r: { ok: boolean; message?: string }) => (r.ok ? 'ok' : r.message);

describe('site forms', () => {
  it('accepts JPEG or PNG up to 2 MB', () => {
    expect(msg(validateImageFile({ type: 'image/png', size: 2 * 1024 * 1024 }))).toBe('ok');
    expect(msg(validateImageFile({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 }))).toBe(
      'Please choose an image of at most 2 MB.',
    );
    expect(msg(validateImageFile({ type: 'image/gif', size: 10 }))).toBe(
      'Please choose a JPEG or PNG image.',
    );
  });
  it('checks the billing e-mail', () => {
    expect(msg(validateBillingEmail(''))).toBe('* required');
    expect(msg(validateBillingEmail('not-an-email'))).toBe('* e-mail address must be valid');
    expect(msg(validateBillingEmail('pay@example.co.uk'))).toBe('ok');
    expect(canStartPayment('')).toBe(false);
    expect(canStartPayment('a')).toBe(true);
  });
  it('deletes only on an exact name match', () => {
    expect(canDeleteSite('My Site', 'My Site')).toBe(true);
    expect(canDeleteSite('my site', 'My Site')).toBe(false);
    expect(canDeleteSite('My Site ', 'My Site')).toBe(false);
  });
});

describe('analysis forms', () => {
  it('marks missing intervention fields Required and checks the cost', () => {
    expect(validateIntervention({ title: '', description: ' ', date: null })).toEqual({
      ok: false,
      errors: { title: 'Required', description: 'Required', date: 'Required' },
    });
    const good = { title: 'New boiler', description: 'Replaced', date: '2026-01-02' };
    expect(validateIntervention({ ...good, cost: '1200.50' }).ok).toBe(true);
    for (const cost of ['12.345', 'abc', '-500', '4500.555', '1e3']) {
      expect(validateIntervention({ ...good, cost }).errors.cost, cost).toBe(
        'Enter an amount in pounds, such as 4500 or 4500.50',
      );
    }
    expect(validateIntervention({ ...good, cost: '£4,500.50' }).ok).toBe(true);
    expect(interventionCost('£4,500.50')).toBe(4500.5);
    expect(interventionCost(' 120 ')).toBe(120);
    expect(interventionCost('-500')).toBeNull();
    expect(validateIntervention(good).ok).toBe(true);
  });
  it('requires the send-diagnose address', () => {
    expect(validateSendDiagnoseEmail('').errors.email).toBe('Required');
    expect(validateSendDiagnoseEmail('a@b.c').ok).toBe(true);
    expect(validateSendDiagnoseEmail('notanemail').errors.email).toBe(
      'Enter an e-mail address such as name@example.com',
    );
  });
  it('names the first empty required scenario parameter', () => {
    const params = [
      { property: 'on', label: 'Enabled', type: 'BOOLEAN' as const, value: false },
      { property: 'note', label: 'Note', type: 'STRING' as const, value: '', optional: true },
      { property: 'cost', label: 'Capital cost', type: 'NUMBER' as const, value: '' },
    ];
    expect(msg(validateScenarioEdit(params))).toBe(
      'Please fill in the required field: Capital cost',
    );
    expect(validateScenarioEdit(params.slice(0, 2)).ok).toBe(true);
  });
  it('parses ENUM options', () => {
    expect(parseEnumOptions('LED, CFL ,HALOGEN', 'LED lamps,Compact fluorescent')).toEqual([
      { key: 'LED', label: 'LED lamps' },
      { key: 'CFL', label: 'Compact fluorescent' },
      { key: 'HALOGEN', label: 'HALOGEN' },
    ]);
  });
  it('requires Floor Area Percentages to total exactly 100', () => {
    expect(validateFloorAreaPercentages([33.3, 33.3, 33.4]).ok).toBe(true);
    expect(validateFloorAreaPercentages(['50', '50']).ok).toBe(true);
    expect(msg(validateFloorAreaPercentages([50, 49]))).toBe('The total must equal 100%');
    expect(msg(validateFloorAreaPercentages([50, 51]))).toBe('The total must equal 100%');
    expect(msg(validateFloorAreaPercentages([60, null, '']))).toBe('The total must equal 100%');
    expect(validateFloorAreaPercentages([85.7, 14.3, null]).ok).toBe(true);
  });
  it('has nothing to total when no share is given', () => {
    expect(validateFloorAreaPercentages([null, '', undefined]).ok).toBe(true);
    expect(validateFloorAreaPercentages([]).ok).toBe(true);
  });
  it('parses preset values as integers, 0 if empty', () => {
    expect(parsePresetValue('21')).toBe(21);
    expect(parsePresetValue('21.7')).toBe(21);
    expect(parsePresetValue('')).toBe(0);
  });
});

describe('result helpers', () => {
  it('returns the first failure or VALID', () => {
    expect(firstFailure(VALID, invalid('a'), invalid('b'))).toMatchObject({ message: 'a' });
    expect(firstFailure(VALID)).toBe(VALID);
    expect(invalid('x')).toEqual({ ok: false, title: 'Validation error:', message: 'x' });
    expect(toNumber(' 4 ')).toBe(4);
    expect(toNumber('abc')).toBeNull();
  });
});
