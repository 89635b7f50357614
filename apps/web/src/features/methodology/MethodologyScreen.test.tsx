import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../testing/renderScreen';
import { MODEL_ACCURACY } from '@wattwise/domain';
import MethodologyScreen from './MethodologyScreen';

describe('methodology page', () => {
  it('states the measured accuracy with its date and the command that measured it', () => {
    renderScreen(<MethodologyScreen />, { api: fakeApi({}) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'How we model your building' }),
    ).toBeTruthy();
    const text = document.body.textContent ?? '';
    // The figures the engine's build measured, not figures typed into the page.
    expect(text).toContain(`off by ${MODEL_ACCURACY.monthlyCvRmsePercent}% (median CV(RMSE))`);
    expect(text).toContain(`was off by ${MODEL_ACCURACY.referenceMonthlyCvRmsePercent}%`);
    expect(text).toContain(
      `${MODEL_ACCURACY.splitsBelowReference} of the ${MODEL_ACCURACY.splits}`,
    );
    expect(text).toMatch(/built \(\d{1,2} [A-Z][a-z]+ 20\d\d\)/);
    expect(text).toContain('npm run accuracy -w @wattwise/energy-model');
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });
});
