import { useApiClient } from '@wattwise/api';
import { PAYMENT_TYPE } from '@wattwise/domain';
import { useState } from 'react';

/**
 * Upgrade from the blurred validate view (spec analysis §2.3, shell §7): POST
 * /api/payments/upgrade/{siteId} with the billing e-mail, then its checkout page in a new tab.
 */
export function useUpgrade(siteId: string) {
  const client = useApiClient();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function start(billingEmail: string): Promise<boolean> {
    setPending(true);
    setError(null);
    try {
      const result = await client.call('payments.upgrade', {
        params: { siteId },
        body: { billingEmail, type: PAYMENT_TYPE },
      });
      if (!result.ok) {
        setError(result.error.message);
        return false;
      }
      window.open(result.data._links.checkout.href, '_blank', 'noopener');
      return true;
    } finally {
      setPending(false);
    }
  }
  return { start, isPending, error };
}
