import type { Ref } from 'react';
import {
  EPC_YEAR_MIN,
  epcBandLabel,
  epcCheckLabels as l,
  MANUAL_EPC_CHOICES,
  planMessages,
  type EpcRating,
  type RegistrationDraft,
  type StepFieldErrors,
} from '@wattwise/domain';
import { useState } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { FileDropZone } from '../FileDropZone/FileDropZone';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import { NumberField } from '../NumberField/NumberField';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { StepNotice } from '../AddressStep/StepNotice';
import { StepSection } from '../AddressStep/StepSection';
import { draftNumber, fieldNumber } from '../AddressStep/draftNumber';
import { useDraftChange } from '../AddressStep/useDraftChange';
import type { LookUpStatus } from '../AddressStep/lookUpState';
import * as css from '../AddressStep/stepParts.css';

/** The EPC slice of the registration draft (spec shell §3 "epc"). */
export type EpcDraft = RegistrationDraft['epc'];

/** A certificate found for the building (spec shell §3 "EPC check response": lmkKey, epc, epcYear). */
export interface EpcRecord {
  /** The certificate's lmkKey, stored as certificateKey when chosen. */
  certificateKey: string;
  /** The certificate's address on one line. */
  address: string;
  rating: EpcRating;
  epcYear?: number | null;
}

export interface EpcCheckStepProps {
  epc: EpcDraft;
  onChange: (epc: EpcDraft) => void;
  /** The certificate look-up the app runs (spec shell §7 checkaddress). */
  lookUpStatus: LookUpStatus;
  /** The building's own certificates: its address matched (best first). */
  records: readonly EpcRecord[];
  /** The other certificates at the post code, closest first, for an address written differently. */
  otherRecords?: readonly EpcRecord[];
  /** Name of the chosen certificate file (epcCertificateName). */
  certificateName?: string | null;
  /** An accepted JPEG or PNG up to 2 MB; the app stores it as a data URL. */
  onCertificateFile: (file: File) => void;
  /** Errors by the domain's field names (stepFieldErrors of validateEpcStep). */
  errors?: StepFieldErrors;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** The radio of 'None of these is my building' (no certificate key can take this value). */
const NONE_OF_THESE = ' none-of-these';

function recordLabel(record: EpcRecord): string {
  const year = record.epcYear ? ` (${record.epcYear})` : '';
  return `${record.address}: ${epcBandLabel(record.rating)}${year}`;
}

/**
 * The EPC-check step body (spec shell §2 "EPC check", §5 "EPC"): choose a certificate found by the
 * look-up, or enter the rating by hand (A to F), or tick that there is no EPC; an optional
 * certificate file and EPC year (1900 or later).
 */
export function EpcCheckStep({
  epc,
  onChange: onDraftChange,
  lookUpStatus,
  records,
  otherRecords = [],
  certificateName,
  onCertificateFile,
  errors = {},
  isDisabled,
  ref,
}: EpcCheckStepProps) {
  const onChange = useDraftChange(epc, onDraftChange);
  const noEPC = epc.noEPC ?? false;
  const ratingDisabled = isDisabled || noEPC;
  // 'None of these' is the user's answer, not a certificate: the draft keeps no key for it.
  const [noneChosen, setNoneChosen] = useState(false);
  const found = [...records, ...otherRecords];
  const chooseRecord = (key: string) => {
    if (key === NONE_OF_THESE) {
      setNoneChosen(true);
      onChange({ ...epc, certificateKey: null, epcRating: null });
      return;
    }
    const record = found.find((r) => r.certificateKey === key);
    if (!record) return;
    setNoneChosen(false);
    onChange({
      ...epc,
      certificateKey: record.certificateKey,
      epcRating: record.rating,
      epcYear: record.epcYear ?? epc.epcYear ?? null,
    });
  };
  const radios = (list: readonly EpcRecord[]) =>
    list.map((record) => (
      <RadioGroup.Radio key={record.certificateKey} value={record.certificateKey}>
        {recordLabel(record)}
      </RadioGroup.Radio>
    ));
  return (
    <div ref={ref} className={css.body}>
      {lookUpStatus === 'loading' ? <LoadingDots label={l.lookingUp} /> : null}
      {lookUpStatus === 'error' ? <StepNotice tone="critical">{l.lookUpFailed}</StepNotice> : null}
      {lookUpStatus === 'done' && records.length === 0 ? (
        <StepNotice tone="neutral">{l.noneFound}</StepNotice>
      ) : null}
      {lookUpStatus === 'done' && found.length > 0 ? (
        <RadioGroup
          label={records.length > 0 ? l.foundLegend : l.othersLegend}
          value={epc.certificateKey ?? (noneChosen ? NONE_OF_THESE : null)}
          onChange={chooseRecord}
          isDisabled={ratingDisabled}
        >
          {radios(records)}
          {records.length > 0 && otherRecords.length > 0 ? (
            <p className={css.sectionText}>{l.othersLegend}</p>
          ) : null}
          {radios(otherRecords)}
          <RadioGroup.Radio value={NONE_OF_THESE}>{l.noneOfThese}</RadioGroup.Radio>
        </RadioGroup>
      ) : null}
      <RadioGroup
        label={l.manualLegend}
        orientation="horizontal"
        value={epc.certificateKey ? null : (epc.epcRating ?? null)}
        onChange={(rating) => onChange({ ...epc, epcRating: rating, certificateKey: null })}
        isInvalid={Boolean(errors.epcRating)}
        errorMessage={errors.epcRating}
        isDisabled={ratingDisabled}
      >
        {MANUAL_EPC_CHOICES.map((choice) => (
          <RadioGroup.Radio key={choice.id} value={choice.id}>
            {choice.label}
          </RadioGroup.Radio>
        ))}
      </RadioGroup>
      <Checkbox
        isSelected={noEPC}
        onChange={(value) => onChange({ ...epc, noEPC: value })}
        isDisabled={isDisabled}
      >
        {l.noEpc}
      </Checkbox>
      <StepSection legend={l.certificate}>
        <div className={css.fields}>
          <NumberField
            label={l.epcYear}
            optionalText={planMessages.optional}
            minValue={EPC_YEAR_MIN}
            value={fieldNumber(epc.epcYear)}
            onChange={(value) => onChange({ ...epc, epcYear: draftNumber(value) })}
            isInvalid={Boolean(errors.epcYear)}
            errorMessage={errors.epcYear}
            isDisabled={isDisabled}
          />
        </div>
        {isDisabled ? null : (
          <FileDropZone
            onFile={onCertificateFile}
            label={l.certificateDrop}
            buttonLabel={l.chooseCertificate}
          />
        )}
        {certificateName ? (
          <p className={css.sectionText}>
            {l.certificateChosen}: {certificateName}
          </p>
        ) : null}
      </StepSection>
    </div>
  );
}
