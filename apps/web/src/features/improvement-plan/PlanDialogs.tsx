import { useApiClient } from '@wattwise/api';
import { PAYMENT_TYPE, planMessages } from '@wattwise/domain';
import { Button, Dialog, ErrorState, Text, UpgradeDialog } from '@wattwise/ui';
import { useState } from 'react';
import type { WizardState } from './useImprovementPlan';

/** 'Target not feasible' with the best rating the scenarios reach (spec analysis §8). */
export function TargetNotFeasibleDialog({
  warning,
  onClose,
}: {
  warning: WizardState['warning'];
  onClose: () => void;
}) {
  return (
    <Dialog
      title={warning?.title ?? planMessages.targetNotFeasibleTitle}
      isOpen={warning !== null}
      onOpenChange={(open) => !open && onClose()}
      footer={<Button onPress={onClose}>OK</Button>}
    >
      <Text>{warning?.message}</Text>
    </Dialog>
  );
}

/**
 * Upgrade from the blurred plan (spec analysis §2.3, shell §7): the billing e-mail, then the
 * checkout page of POST /api/payments/upgrade/{siteId} opens in a new tab.
 */
export function PlanUpgradeDialog({
  siteId,
  isOpen,
  onOpenChange,
}: {
  siteId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useApiClient();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {error ? <ErrorState message={error} /> : null}
      <UpgradeDialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isPending={isPending}
        onSubmit={(billingEmail) => {
          setPending(true);
          setError(null);
          void client
            .call('payments.upgrade', {
              params: { siteId },
              body: { billingEmail, type: PAYMENT_TYPE },
            })
            .then((result) => {
              setPending(false);
              if (!result.ok) {
                setError(result.error.message);
                return;
              }
              window.open(result.data._links.checkout.href, '_blank', 'noopener');
              onOpenChange(false);
            });
        }}
      />
    </>
  );
}
