import { useApiClient } from '@wattwise/api';
import { PAYMENT_TYPE, planMessages } from '@wattwise/domain';
import { Button, Dialog, ErrorState, NumberField, Stack, Text, UpgradeDialog } from '@wattwise/ui';
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

/**
 * 'Set ROI' (spec analysis §2.3, §5; "ROI in years", §9): the payback wanted, in years; the
 * server stores the capital cost that gives it on this building, and the list re-fetches.
 */
export function SetRoiDialog({
  scenarioTitle,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  scenarioTitle: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (roiYears: number) => Promise<string | null>;
}) {
  const [years, setYears] = useState<number>(Number.NaN);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = Number.isFinite(years) && years > 0;
  const confirm = () => {
    if (!valid) {
      setError('Enter a payback of more than 0 years.');
      return;
    }
    setPending(true);
    setError(null);
    void onConfirm(years).then((failure) => {
      setPending(false);
      setError(failure);
      if (!failure) onOpenChange(false);
    });
  };
  return (
    <Dialog
      title={`${planMessages.setRoi}: ${scenarioTitle}`}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setError(null);
        onOpenChange(open);
      }}
      footer={
        <Button onPress={confirm} isPending={isPending}>
          {planMessages.confirmChanges}
        </Button>
      }
    >
      <Stack gap="sm">
        <Text>
          The capital cost is set so that the scenario pays for itself in this many years on this
          building.
        </Text>
        <NumberField
          label="Payback (years)"
          unit="years"
          decimals={1}
          minValue={0.1}
          maxValue={200}
          value={years}
          onChange={setYears}
          autoFocus
        />
        {error ? <ErrorState message={error} /> : null}
      </Stack>
    </Dialog>
  );
}
