import type { Ref } from 'react';
import { confirmCompleteScenario, confirmDeleteScenario, planMessages } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { AlertDialog } from '../Dialog/Dialog';
import { Text } from '../Text/Text';

export interface ScenarioConfirmDialogProps {
  /** 'delete' or 'complete': both are permanent (spec analysis §2.3). */
  kind: 'delete' | 'complete';
  scenarioTitle: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
  isPending?: boolean;
  cancelLabel?: string;
  confirmLabel?: string;
  /** The dialog element (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/** 'Delete scenario' / 'Complete scenario' confirmation with the spec's texts. */
export function ScenarioConfirmDialog({
  kind,
  scenarioTitle,
  isOpen,
  onOpenChange,
  onConfirm,
  isPending,
  cancelLabel = 'Cancel',
  confirmLabel,
  ref,
}: ScenarioConfirmDialogProps) {
  const isDelete = kind === 'delete';
  return (
    <AlertDialog
      ref={ref}
      title={isDelete ? planMessages.deleteScenarioTitle : planMessages.completeScenarioTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={isDelete ? 'destructive' : 'primary'}
            onPress={onConfirm}
            isPending={isPending}
          >
            {confirmLabel ?? (isDelete ? 'Delete' : 'Complete')}
          </Button>
        </>
      }
    >
      <Text>
        {isDelete ? confirmDeleteScenario(scenarioTitle) : confirmCompleteScenario(scenarioTitle)}
      </Text>
      <Text tone="muted">
        {isDelete ? planMessages.deleteScenarioWarning : planMessages.completeScenarioWarning}
      </Text>
    </AlertDialog>
  );
}
