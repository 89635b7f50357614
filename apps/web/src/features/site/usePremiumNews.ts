import { routeKeyMatcher } from '@wattwise/api';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';

/**
 * The channel on which a tab that confirmed a Premium payment tells the app's other tabs (ours):
 * the checkout opens in a new tab, and the tab the buyer started from is still showing the
 * blurred Free Trial screens.
 */
const PREMIUM_CHANNEL = 'wattwise-premium';

export interface PremiumNews {
  siteId: string;
}

/** Tells the other tabs of this browser that a site is now on Premium (no-op where unsupported). */
export function announcePremium(siteId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PREMIUM_CHANNEL);
  channel.postMessage({ siteId } satisfies PremiumNews);
  channel.close();
}

/**
 * Keeps a Free Trial site's screens in step with a payment made in another tab: the news of the
 * tab that confirmed it, or (when the buyer never came back through the app, e.g. closed the
 * checkout tab) the site's stub asked again when this tab is looked at again. Once the site is
 * paid, every answer of the site is asked again, so the blurred views open without a reload.
 */
export function usePremiumNews(siteId: string, paid: boolean | undefined) {
  const { mutate } = useSWRConfig();
  const wasPaid = useRef(paid);

  useEffect(() => {
    if (!siteId || paid !== false) return;
    const askStubs = () => void mutate(routeKeyMatcher('user.site.stubs'));
    const onVisible = () => {
      if (document.visibilityState === 'visible') askStubs();
    };
    let channel: BroadcastChannel | null = null;
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(PREMIUM_CHANNEL);
      channel.onmessage = (event: MessageEvent<PremiumNews>) => {
        if (event.data?.siteId === siteId) askStubs();
      };
    }
    window.addEventListener('focus', askStubs);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      channel?.close();
      window.removeEventListener('focus', askStubs);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [siteId, paid, mutate]);

  useEffect(() => {
    if (wasPaid.current === false && paid === true) {
      // Every answer the blurred screens hold (diagnose, plan, validate, site lists) is asked again.
      void mutate(() => true);
    }
    wasPaid.current = paid;
  }, [paid, mutate]);
}
