import { useState, type Ref } from 'react';
import { canStartPayment, premiumMessages, validateBillingEmail } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';

export interface UpgradeDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with a valid billing e-mail; the app opens the checkout link in a new tab. */
  onSubmit: (billingEmail: string) => void;
  isPending?: boolean;
  title?: string;
  /** The dialog element (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/** Upgrade to Premium: billing e-mail required and valid; the payment button is disabled when empty. */
export function UpgradeDialog({
  isOpen,
  onOpenChange,
  onSubmit,
  isPending,
  title = 'Upgrade to Predict Premium',
  ref,
}: UpgradeDialogProps) {
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  // Typed into once: clearing the field then says '* required' at once (the payment button is
  // disabled when empty, so no attempt could show it).
  const [typed, setTyped] = useState(false);
  const check = validateBillingEmail(email);
  const cleared = typed && email.trim() === '';
  const error = (attempted || cleared) && !check.ok ? check.message : undefined;
  return (
    <Dialog
      ref={ref}
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <Button
          isDisabled={!canStartPayment(email)}
          isPending={isPending}
          onPress={() => {
            setAttempted(true);
            if (check.ok) onSubmit(email.trim());
          }}
        >
          Continue to payment
        </Button>
      }
    >
      <Text>{premiumMessages.pricing}</Text>
      <TextField
        label="Billing e-mail"
        type="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (value) setTyped(true);
        }}
        isInvalid={Boolean(error)}
        errorMessage={error}
      />
    </Dialog>
  );
}
