import { useState, type Ref } from 'react';
import {
  planMessages,
  validateIntervention,
  type InterventionField,
  type InterventionInput,
} from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { TextField } from '../TextField/TextField';

export interface InterventionDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Date preset from the chart point (YYYY-MM-DD). */
  defaultDate?: string;
  /** Called only when title, description and date are filled (spec analysis §5). */
  onCreate: (input: InterventionInput) => void;
  isPending?: boolean;
  /** The dialog element (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/**
 * Add an intervention: title, description, date and optional cost in £ ('Required' after a create
 * attempt; a cost that is not pounds with up to 2 decimals says so, not 'Required').
 */
export function InterventionDialog({
  isOpen,
  onOpenChange,
  defaultDate = '',
  onCreate,
  isPending,
  ref,
}: InterventionDialogProps) {
  const [input, setInput] = useState<InterventionInput>({
    title: '',
    description: '',
    date: defaultDate,
    cost: '',
  });
  const [errors, setErrors] = useState<Partial<Record<InterventionField, string>>>({});
  // A field's error goes once the field is changed: it is checked again on Create.
  const set = (field: InterventionField) => (value: string) => {
    setInput((old) => ({ ...old, [field]: value }));
    setErrors((old) => {
      const next = { ...old };
      delete next[field];
      return next;
    });
  };
  const field = (name: InterventionField) => ({
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  return (
    <Dialog
      ref={ref}
      title="Add intervention"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <Button
          isPending={isPending}
          onPress={() => {
            const result = validateIntervention(input);
            setErrors(result.errors);
            if (result.ok) onCreate(input);
          }}
        >
          Create
        </Button>
      }
    >
      <TextField label="Title" value={input.title} onChange={set('title')} {...field('title')} />
      <TextField
        label="Description"
        multiline
        value={input.description}
        onChange={set('description')}
        {...field('description')}
      />
      <TextField
        label="Date"
        type="date"
        value={input.date ?? ''}
        onChange={set('date')}
        {...field('date')}
      />
      <TextField
        label="Cost (£)"
        optionalText={planMessages.optional}
        inputMode="decimal"
        value={String(input.cost ?? '')}
        onChange={set('cost')}
        {...field('cost')}
      />
    </Dialog>
  );
}
