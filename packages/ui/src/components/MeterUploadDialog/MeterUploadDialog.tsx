import type { Key, Ref } from 'react';
import { Button } from '../Button/Button';
import {
  DataQualityReport,
  type DataQualityReportData,
} from '../DataQualityReport/DataQualityReport';
import {
  countWords,
  type QualityKind,
  type QualityKindChoice,
} from '../DataQualityReport/qualityWords';
import { Dialog } from '../Dialog/Dialog';
import { FileDropZone } from '../FileDropZone/FileDropZone';
import { NumberField } from '../NumberField/NumberField';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { Select } from '../Select/Select';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { checkMeterFile, METER_FILE_TYPES } from './meterFile';

/** A meter readings may go to: one of the site's, or a building's fuel with no meter yet. */
export interface MeterUploadTarget {
  id: string;
  label: string;
  fuel: 'ELECTRICITY' | 'GAS';
}

/** The units a gas file's quantities may be in when its header names none. */
export const GAS_FILE_UNITS = [
  { id: 'kWh', label: 'kWh' },
  { id: 'm3', label: 'Cubic metres (m³)' },
  { id: 'hcf', label: 'Hundreds of cubic feet' },
] as const;
export type GasFileUnit = (typeof GAS_FILE_UNITS)[number]['id'];

/** Where the upload is: choosing, sending and reading the file, its report, storing, stored. */
export type MeterUploadStep =
  | { step: 'choose' }
  | { step: 'checking'; sent: number; size: number }
  | { step: 'report'; quality: DataQualityReportData }
  | { step: 'storing'; quality: DataQualityReportData }
  | { step: 'stored'; stored: number; first: string | null; last: string | null };

export interface MeterUploadDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  targets: readonly MeterUploadTarget[];
  targetId: string;
  onTargetChange: (id: string) => void;
  /** A gas file: the unit when the file names none, and the calorific value (MJ/m³) of the bill. */
  gasUnit: GasFileUnit;
  onGasUnitChange: (unit: GasFileUnit) => void;
  calorificValue: number;
  onCalorificValueChange: (value: number) => void;
  state: MeterUploadStep;
  /** Why the file was refused or not stored, in words. */
  error?: string | null;
  onFile: (file: File) => void;
  choices: Partial<Record<QualityKind, QualityKindChoice>>;
  onChoiceChange: (kind: QualityKind, choice: QualityKindChoice) => void;
  onStore: () => void;
  /** Back to choosing a file (the checked one is not stored). */
  onChooseAgain: () => void;
  ref?: Ref<HTMLElement>;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * Upload readings (CSV) for a meter of the site: choose the meter, pick or drop the file, watch
 * it go up and be read, then read its data-quality report and answer it before anything is
 * stored. Storing keeps all the readings or none.
 */
export function MeterUploadDialog(props: MeterUploadDialogProps) {
  const { state, targets, targetId, error } = props;
  const target = targets.find((t) => t.id === targetId);
  const reading = state.step === 'report' || state.step === 'storing';
  const footer = reading ? (
    <>
      <Button
        variant="secondary"
        onPress={props.onChooseAgain}
        isDisabled={state.step === 'storing'}
      >
        Choose another file
      </Button>
      <Button onPress={props.onStore} isPending={state.step === 'storing'}>
        Store readings
      </Button>
    </>
  ) : state.step === 'stored' ? (
    <Button onPress={() => props.onOpenChange(false)}>Done</Button>
  ) : null;
  return (
    <Dialog
      ref={props.ref}
      title="Upload readings (CSV)"
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      size="large"
      footer={footer}
    >
      <Stack gap="md">
        {error ? (
          <Text tone="critical" as="div">
            <span role="alert">{error}</span>
          </Text>
        ) : null}
        {state.step === 'choose' ? (
          <>
            <Select
              label="Meter"
              options={targets.map((t) => ({ id: t.id, label: t.label }))}
              selectedKey={targetId}
              onSelectionChange={(key: Key | null) =>
                key !== null && props.onTargetChange(String(key))
              }
            />
            {target?.fuel === 'GAS' ? (
              <>
                <Select
                  label="Quantities in the file, when it does not say"
                  options={GAS_FILE_UNITS}
                  selectedKey={props.gasUnit}
                  onSelectionChange={(key: Key | null) =>
                    key !== null && props.onGasUnitChange(key as GasFileUnit)
                  }
                />
                <NumberField
                  label="Calorific value of the gas"
                  description="On your gas bill; GB gas is about 38.5 to 40.5 MJ/m³."
                  unit="MJ/m³"
                  decimals={1}
                  minValue={30}
                  maxValue={50}
                  value={props.calorificValue}
                  onChange={props.onCalorificValueChange}
                />
              </>
            ) : null}
            <FileDropZone
              label="Drop a CSV of readings here: half-hourly, hourly, daily or monthly"
              buttonLabel="Choose file"
              acceptedFileTypes={METER_FILE_TYPES}
              check={checkMeterFile}
              onFile={props.onFile}
            />
          </>
        ) : null}
        {state.step === 'checking' ? (
          <ProgressBar
            label={state.sent < state.size ? 'Sending the file' : 'Reading and checking the file'}
            isIndeterminate={state.sent >= state.size}
            value={state.sent}
            maxValue={state.size}
            valueLabel={`${megabytes(state.sent)} of ${megabytes(state.size)}`}
          />
        ) : null}
        {reading ? (
          <>
            <Text as="p">
              Nothing is stored yet. Read the report, choose what to do with what it found, then
              store the readings.
            </Text>
            <DataQualityReport
              quality={state.quality}
              choices={props.choices}
              onChoiceChange={props.onChoiceChange}
            />
          </>
        ) : null}
        {state.step === 'stored' ? (
          <Text as="div">
            <p role="status">
              {`${countWords(state.stored)} readings stored${target ? ` on ${target.label}` : ''}. The model is being calibrated on them.`}
            </p>
          </Text>
        ) : null}
      </Stack>
    </Dialog>
  );
}
