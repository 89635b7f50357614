import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../testing/renderScreen';
import MethodologyScreen from './MethodologyScreen';
import { MODEL_ACCURACY } from './modelAccuracy';

describe('methodology page', () => {
  it('states the measured accuracy with its date and the command that measured it', () => {
    renderScreen(<MethodologyScreen />, { api: fakeApi({}) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'How we model your building' }),
    ).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).toContain(`${MODEL_ACCURACY.monthlyCvRmsePercent}%`);
    expect(text).toContain('23 November 2026');
    expect(text).toContain('npm run accuracy -w @wattwise/energy-model');
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });
});
