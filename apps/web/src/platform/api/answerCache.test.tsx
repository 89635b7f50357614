import { render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig, unstable_serialize, type Key } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { answerCache, keepFirstAnswers, type AnswerCache } from './answerCache';

const TEN_MINUTES = 600_000;
const sitesKey = ['user.site.list', {}, {}];

function Sites({ fetcher, swrKey = sitesKey }: { fetcher: () => Promise<string>; swrKey?: Key }) {
  const { data } = useSWR(swrKey, fetcher, { dedupingInterval: TEN_MINUTES });
  return <p>{data ?? 'loading'}</p>;
}

function renderWith(cache: AnswerCache, now: () => number, element: React.ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => cache, use: [keepFirstAnswers(cache, now)] }}>
      {element}
    </SWRConfig>,
  );
}

describe('keepFirstAnswers', () => {
  const loadedAt = 1_000_000;
  const cache = () => answerCache([[unstable_serialize(sitesKey), 'from the page']], loadedAt);

  it('shows the answer the server put into the page and does not ask for it again within its stale time', async () => {
    const fetcher = vi.fn(async () => 'from the server again');
    renderWith(cache(), () => loadedAt + TEN_MINUTES - 1, <Sites fetcher={fetcher} />);
    expect(screen.getByText('from the page')).toBeTruthy();
    // Give SWR the chance to revalidate on mount (it starts in an effect).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.getByText('from the page')).toBeTruthy();
  });

  it('asks again once the answer is older than the stale time', async () => {
    const fetcher = vi.fn(async () => 'fresh');
    renderWith(cache(), () => loadedAt + TEN_MINUTES, <Sites fetcher={fetcher} />);
    expect(await screen.findByText('fresh')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fetches what the page did not hold as usual', async () => {
    const fetcher = vi.fn(async () => 'types');
    renderWith(
      cache(),
      () => loadedAt,
      <Sites fetcher={fetcher} swrKey={['buildingdata.buildingTypes', {}, {}]} />,
    );
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('types')).toBeTruthy();
  });
});
