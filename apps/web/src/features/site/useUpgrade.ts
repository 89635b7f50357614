import { routeKeyMatcher, useApiClient } from '@wattwise/api';
import {
  PAYMENT_TYPE,
  TOAST_POLICY,
  errorToast,
  shellErrorMessages,
  toastTitles,
} from '@wattwise/domain';
import type { ToastSpec } from '@wattwise/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useShowToast } from '../../platform/toasts/ToastProvider';
import { announcePremium } from './usePremiumNews';

/** Site menu entry and dialog title for the upgrade (wording ours; spec shell §2 lists the dialog). */
export const upgradeLabel = 'Upgrade to Premium';

/** The confirmation once the payment is confirmed (wording ours). */
function premiumActiveToast(): ToastSpec {
  return {
    title: 'Premium is active',
    description: 'This site is now on Predict Premium.',
    variant: 'default',
    durationMs: TOAST_POLICY.errorDurationMs,
  };
}

/**
 * How often and how long the return page asks whether the payment is confirmed (ours): the
 * provider's confirmation can arrive after the buyer is back (409 until then).
 */
const UPGRADE_CONFIRM_RETRY = { attempts: 10, delayMs: 1_500 } as const;

/**
 * Starts the Premium checkout (POST /api/payments/upgrade/{siteId}, spec shell §4, §7): a new tab
 * is opened at once (inside the click, so no popup blocker stops it) and sent to the checkout link.
 */
export function useStartUpgrade(siteId: string) {
  const client = useApiClient();
  const showToast = useShowToast();
  const [isPending, setPending] = useState(false);
  const start = useCallback(
    async (billingEmail: string): Promise<boolean> => {
      const tab = window.open('', '_blank');
      setPending(true);
      const result = await client.call('payments.upgrade', {
        params: { siteId },
        body: { billingEmail, type: PAYMENT_TYPE },
      });
      setPending(false);
      if (!result.ok) {
        tab?.close();
        showToast(errorToast(toastTitles.error, result.error.message));
        return false;
      }
      const href = result.data._links.checkout.href;
      if (tab) tab.location.href = href;
      else window.open(href, '_blank');
      return true;
    },
    [client, showToast, siteId],
  );
  return { start, isPending };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from the checkout at `/predict/{siteId}?upgrade={ref}` (docs/adr/0008): confirms with
 * POST /api/user/site/upgradeToPremium/{siteId}/{ref}, asking again while it answers 409, then
 * refreshes the site lists (the 'Free Trial' badge goes), tells the app's other tabs (the one the
 * buyer started from) and drops `upgrade` from the address.
 */
export function useUpgradeReturn(siteId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const showToast = useShowToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const ref = new URLSearchParams(search).get('upgrade');
  const handled = useRef<string | null>(null);
  // Redirects (site root to diagnose) may change the path while the confirmation runs.
  const here = useRef({ pathname, search });
  here.current = { pathname, search };

  useEffect(() => {
    if (!ref || !siteId || handled.current === ref) return;
    handled.current = ref;
    let cancelled = false;
    void (async () => {
      for (let attempt = 1; attempt <= UPGRADE_CONFIRM_RETRY.attempts; attempt += 1) {
        const result = await client.call('user.site.upgradeToPremium', {
          params: { a: siteId, b: ref },
        });
        if (cancelled) return;
        if (result.ok) {
          await Promise.all([
            mutate(routeKeyMatcher('user.site.stubs')),
            mutate(routeKeyMatcher('user.site.list')),
          ]);
          showToast(premiumActiveToast());
          announcePremium(siteId);
          break;
        }
        const status = 'status' in result.error ? result.error.status : undefined;
        if (status !== 409 || attempt === UPGRADE_CONFIRM_RETRY.attempts) {
          showToast(errorToast(toastTitles.error, shellErrorMessages.deleteSiteFailed));
          break;
        }
        await wait(UPGRADE_CONFIRM_RETRY.delayMs);
        if (cancelled) return;
      }
      const rest = new URLSearchParams(here.current.search);
      rest.delete('upgrade');
      const query = rest.toString();
      navigate(
        { pathname: here.current.pathname, search: query ? `?${query}` : '' },
        { replace: true },
      );
    })();
    return () => {
      cancelled = true;
      handled.current = null;
    };
    // Runs once per returned reference.
  }, [ref, siteId]); // eslint-disable-line react-hooks/exhaustive-deps
}
