import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateField, DateInput, DateSegment, Label } from 'react-aria-components';
import { Link } from '../Link/Link';
import { CalendarDate } from '@internationalized/date';
import { AppRouter, LocaleProvider } from './LocaleProvider';

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

describe('AppRouter', () => {
  it("resolves the app's paths with the router, and leaves mailto: and other sites as they are", () => {
    // A router mounted under /predict/register resolves a path relative to it, as React Router does.
    const useHref = (path: string) => `/predict/register/${path.replace(/^\//, '')}`;
    render(
      <AppRouter navigate={() => undefined} useHref={useHref}>
        <Link href="privacy">Ours</Link>
        <Link href="mailto:support@wattwise.local">Contact support</Link>
        <Link href="https://policies.google.com/privacy" external>
          Privacy Policy
        </Link>
      </AppRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ours' }).getAttribute('href')).toBe(
      '/predict/register/privacy',
    );
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@wattwise.local',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://policies.google.com/privacy',
    );
  });
});
