import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateField, DateInput, DateSegment, Label } from 'react-aria-components';
import { CalendarDate } from '@internationalized/date';
import { LocaleProvider } from './LocaleProvider';

describe('LocaleProvider', () => {
  it('shows dates day first, as a UK reader expects', () => {
    render(
      <LocaleProvider>
        <DateField value={new CalendarDate(2021, 12, 31)} aria-label="Start date">
          <Label>Start date</Label>
          <DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput>
        </DateField>
      </LocaleProvider>,
    );
    const segments = screen
      .getAllByRole('spinbutton')
      .map((s) => s.getAttribute('aria-label')?.split(',')[0]);
    expect(segments).toEqual(['day', 'month', 'year']);
  });
});
