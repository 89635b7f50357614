import { useState, type Ref } from 'react';
import { epcWizardChoices, planMessages, type EpcRating } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Text } from '../Text/Text';

export interface EpcWizardDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Current rating: it and worse ratings are disabled (spec analysis §4.1). */
  currentRating?: EpcRating | null;
  onApply: (target: EpcRating) => void;
  /** The simple plan's demo only shows the spec's 'not available' message. */
  isDemo?: boolean;
  /** The dialog element (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/** 'EPC Wizard': choose a target rating A–G; ratings at or worse than the current one are disabled. */
export function EpcWizardDialog({
  isOpen,
  onOpenChange,
  currentRating,
  onApply,
  isDemo = false,
  ref,
}: EpcWizardDialogProps) {
  const [target, setTarget] = useState<EpcRating | null>(null);
  return (
    <Dialog
      ref={ref}
      title={planMessages.epcWizard}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        isDemo ? null : (
          <Button isDisabled={!target} onPress={() => target && onApply(target)}>
            Apply
          </Button>
        )
      }
    >
      {isDemo ? (
        <Text>{planMessages.demoWizardUnavailable}</Text>
      ) : (
        <RadioGroup
          label="Target rating"
          value={target}
          onChange={(v) => setTarget(v as EpcRating)}
          orientation="horizontal"
        >
          {epcWizardChoices(currentRating).map((choice) => (
            <RadioGroup.Radio
              key={choice.rating}
              value={choice.rating}
              isDisabled={choice.disabled}
            >
              {choice.rating}
            </RadioGroup.Radio>
          ))}
        </RadioGroup>
      )}
    </Dialog>
  );
}
