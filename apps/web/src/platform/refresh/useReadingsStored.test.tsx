import { useDataInterventionsList } from '@wattwise/api';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../testing/renderScreen';
import { useReadingsStored } from './useReadingsStored';

/** A site's interventions as Validate lists them (their measured savings come from readings). */
function Interventions({ siteId }: { siteId: string }) {
  const list = useDataInterventionsList({ params: { siteId }, query: {} });
  const readingsStored = useReadingsStored();
  return (
    <section aria-label={siteId}>
      <p>{list.data?.[0]?.title ?? 'Loading'}</p>
      <button type="button" onClick={() => void readingsStored(siteId)}>
        {`Readings stored on ${siteId}`}
      </button>
    </section>
  );
}

describe('readings stored', () => {
  it('fetches the site’s interventions (measured savings) again at once, not after ten minutes', async () => {
    const asked: Record<string, number> = {};
    const api = fakeApi({
      'data.interventions.list': (input: { params: { siteId: string } }) => {
        const { siteId } = input.params;
        asked[siteId] = (asked[siteId] ?? 0) + 1;
        return [
          {
            id: 'i1',
            dateTime: '2025-03-01T00:00:00.000Z',
            title: `Answer ${asked[siteId]} for ${siteId}`,
            description: 'LED lighting',
            stimulusType: 'ENERGY_USAGE',
          },
        ];
      },
    });
    renderScreen(
      <>
        <Interventions siteId="site-a" />
        <Interventions siteId="site-b" />
      </>,
      { api },
    );
    expect(await screen.findByText('Answer 1 for site-a')).toBeTruthy();
    expect(await screen.findByText('Answer 1 for site-b')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Readings stored on site-a' }));
    expect(await screen.findByText('Answer 2 for site-a')).toBeTruthy();
    // Another site's answers are kept.
    expect(screen.getByText('Answer 1 for site-b')).toBeTruthy();
    expect(asked['site-b']).toBe(1);
  });
});
