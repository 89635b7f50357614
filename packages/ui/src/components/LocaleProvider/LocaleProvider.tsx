import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { NUMBER_LOCALE } from '@wattwise/domain';

/**
 * Dates, numbers and calendars in British English (packages/domain's NUMBER_LOCALE) whatever the
 * browser's language: a UK product reads 31/12/2021, not 12/31/2021. Wrap the app (and
 * Storybook's preview) in it once.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider locale={NUMBER_LOCALE}>{children}</I18nProvider>;
}
