import type { Ref } from 'react';
import { addressStepLabels as l, planMessages, type AddressFields } from '@wattwise/domain';
import { TextField } from '../TextField/TextField';
import * as css from './AddressStep.css';

export interface AddressStepProps {
  address: AddressFields;
  onChange: (address: AddressFields) => void;
  /** Field in error (from the domain's ValidationFailure.field) and its message. */
  errorField?: string;
  errorMessage?: string;
  /** Address search (a ComboBox) and the map, composed by the app. */
  search?: React.ReactNode;
  map?: React.ReactNode;
  optionalText?: string;
  ref?: Ref<HTMLDivElement>;
}

const fields: { key: keyof AddressFields; label: string; optional?: boolean }[] = [
  { key: 'buildingName', label: l.buildingName },
  { key: 'unit', label: l.unit, optional: true },
  { key: 'street', label: l.street },
  { key: 'town', label: l.town },
  { key: 'postCode', label: l.postCode },
  { key: 'country', label: l.country, optional: true },
];

/** The address step body: search, map, and the address fields (presentational). */
export function AddressStep({
  address,
  onChange,
  errorField,
  errorMessage,
  search,
  map,
  optionalText = planMessages.optional,
  ref,
}: AddressStepProps) {
  return (
    <div ref={ref} className={css.step}>
      {search}
      {map}
      <div className={css.fields}>
        {fields.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            optionalText={f.optional ? optionalText : undefined}
            value={address[f.key] ?? ''}
            onChange={(value) => onChange({ ...address, [f.key]: value })}
            isInvalid={errorField === f.key}
            errorMessage={errorField === f.key ? errorMessage : undefined}
          />
        ))}
      </div>
    </div>
  );
}
