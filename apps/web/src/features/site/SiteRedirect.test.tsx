import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../testing/renderScreen';
import { openingSiteMessage, SiteRedirect } from './SiteRedirect';

const siteId = '11111111-1111-4111-8111-111111111111';
const building = (path: string) => ({ name: path, path, type: 'BUILDING' as const, children: [] });

/** The spatial tree answers when `release` is called, as a slow network would. */
function slowTree(buildings: string[]) {
  let release = () => undefined as void;
  const answered = new Promise<void>((done) => {
    release = done;
  });
  const api = fakeApi({
    'spatial.tree': () => answered.then(() => buildings.map(building)),
  });
  return { api, release };
}

function renderAt(path: string, api: ReturnType<typeof fakeApi>) {
  renderScreen(
    <SiteRedirect>
      <p>the site diagnose</p>
    </SiteRedirect>,
    { path, api },
  );
}

describe('pages that depend on how many buildings a site has', () => {
  it('a one-building site’s diagnose waits for the buildings and opens the building’s, never drawing the site’s', async () => {
    const { api, release } = slowTree(['b1']);
    renderAt(`/predict/${siteId}/diagnose?diagnoseMetric=energy`, api);
    expect(screen.getByText(openingSiteMessage)).toBeTruthy();
    expect(screen.queryByText('the site diagnose')).toBeNull();
    release();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/predict/${siteId}/b1/diagnose?diagnoseMetric=energy`,
      ),
    );
  });

  it('a site of several buildings shows its own diagnose once they are known', async () => {
    const { api, release } = slowTree(['b1', 'b2']);
    renderAt(`/predict/${siteId}/diagnose`, api);
    expect(screen.queryByText('the site diagnose')).toBeNull();
    release();
    expect(await screen.findByText('the site diagnose')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/predict/${siteId}/diagnose`);
  });

  it('other pages of the site render at once', () => {
    const { api } = slowTree(['b1']);
    renderAt(`/predict/${siteId}/validate`, api);
    expect(screen.getByText('the site diagnose')).toBeTruthy();
  });
});
