import { useState, type Ref } from 'react';
import { sendDiagnoseMessages, validateSendDiagnoseEmail } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';

export interface SendDiagnoseEmailDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the address once it is filled in (spec analysis §5: no other check shown). */
  onSubmit: (email: string) => void;
  isPending?: boolean;
  /** What went wrong with the last send (e.g. the server's 'Too many e-mails ...'). */
  errorMessage?: string;
  /** Shown once the diagnosis was sent. */
  sentMessage?: string;
  /** The dialog element (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/**
 * The send-diagnose e-mail dialog of the simple diagnose: the address is required and 'Required'
 * shows under it after a submit attempt with the field empty (spec analysis §5).
 */
export function SendDiagnoseEmailDialog({
  isOpen,
  onOpenChange,
  onSubmit,
  isPending,
  errorMessage,
  sentMessage,
  ref,
}: SendDiagnoseEmailDialogProps) {
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const check = validateSendDiagnoseEmail(email);
  const fieldError = attempted ? check.errors.email : undefined;
  return (
    <Dialog
      ref={ref}
      title={sendDiagnoseMessages.title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <Button
          isPending={isPending}
          onPress={() => {
            setAttempted(true);
            if (check.ok) onSubmit(email.trim());
          }}
        >
          {sendDiagnoseMessages.send}
        </Button>
      }
    >
      <TextField
        label={sendDiagnoseMessages.emailLabel}
        type="email"
        value={email}
        onChange={setEmail}
        isInvalid={Boolean(fieldError)}
        errorMessage={fieldError}
      />
      <div role="alert">{errorMessage ? <Text tone="critical">{errorMessage}</Text> : null}</div>
      <div role="status">{sentMessage ? <Text tone="positive">{sentMessage}</Text> : null}</div>
    </Dialog>
  );
}
