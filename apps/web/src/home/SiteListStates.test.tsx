import { routeByName, siteSummarySchema, type SiteSummary } from '@wattwise/api';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteListStates } from './SiteListStates';

// The contract's own example answer of GET /api/user/site/list.
const sites: SiteSummary[] = routeByName['user.site.list'].example.response.map((site) =>
  siteSummarySchema.parse(site),
);

function show(props: Partial<Parameters<typeof SiteListStates>[0]>) {
  return render(
    <SiteListStates
      isLoading={false}
      failed={false}
      allSites={sites}
      shownSites={sites}
      supportEmail="support@example.org"
      {...props}
    >
      <p>the list</p>
    </SiteListStates>,
  );
}

describe('home list states', () => {
  it('tells the user the buildings are loading', () => {
    show({ isLoading: true, allSites: [], shownSites: [] });
    expect(screen.getByRole('status').textContent).toBe(
      'We are loading your buildings, please wait.',
    );
  });

  it('explains a failure and names the support contact from the configuration', () => {
    show({ failed: true, allSites: [], shownSites: [] });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We are having difficulty accessing your buildings.');
    expect(alert.textContent).toContain('support@example.org');
    expect(screen.queryByText('the list')).toBeNull();
  });

  it('invites a user without sites to create one', () => {
    show({ allSites: [], shownSites: [] });
    expect(screen.getByRole('status').textContent).toBe(
      'You have no sites, yet. Click New Site above to create your first site.',
    );
  });

  it('says so when the search matches nothing, and shows the list otherwise', () => {
    const view = show({ shownSites: [] });
    expect(screen.getByRole('status').textContent).toBe('No sites match your search');
    view.unmount();
    show({});
    expect(screen.getByText('the list')).toBeTruthy();
  });
});
