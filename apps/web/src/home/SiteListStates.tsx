import type { SiteSummary } from '@wattwise/api';
import { homeMessages, supportContactLine } from '@wattwise/domain';
import type { ReactNode } from 'react';

export interface SiteListStatesProps {
  /** True while the first answer of the site list is awaited. */
  isLoading: boolean;
  /** True when the site list could not be read. */
  failed: boolean;
  /** Every site of the user, before search and filters. */
  allSites: readonly SiteSummary[];
  /** The sites to show after search, filters and sort. */
  shownSites: readonly SiteSummary[];
  supportEmail: string | undefined;
  /** Renders the list of shown sites. */
  children: ReactNode;
}

/** The four states of the home list (spec shell §2 "Home"): loading, error, empty, no match. */
export function SiteListStates({
  isLoading,
  failed,
  allSites,
  shownSites,
  supportEmail,
  children,
}: SiteListStatesProps) {
  if (failed) {
    return (
      <div role="alert">
        <p>{homeMessages.error}</p>
        {supportEmail ? <p>{supportContactLine(supportEmail)}</p> : null}
      </div>
    );
  }
  if (isLoading) {
    return (
      <p role="status" aria-live="polite">
        {homeMessages.loading}
      </p>
    );
  }
  if (allSites.length === 0) return <p role="status">{homeMessages.empty}</p>;
  if (shownSites.length === 0) return <p role="status">{homeMessages.noMatch}</p>;
  return <>{children}</>;
}
