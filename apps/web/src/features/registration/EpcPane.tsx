import { usePredictSimplediagnoseCheckAddress } from '@wattwise/api';
import { EpcCheckStep, type EpcRecord, type LookUpStatus } from '@wattwise/ui';
import type { RegistrationAction, RegistrationState } from './registrationState';

export interface EpcPaneProps {
  state: RegistrationState;
  dispatch: (action: RegistrationAction) => void;
}

/** A file as a data URL (the draft's epcCertificate, spec shell §3). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

type FoundAddress = NonNullable<
  ReturnType<typeof usePredictSimplediagnoseCheckAddress>['data']
>['epcAddresses'][number];

/** Certificates of the look-up as the step lists them (those without a rating are left out). */
function recordsOf(found: readonly FoundAddress[] | undefined): EpcRecord[] {
  return (found ?? []).flatMap((address) =>
    address.epc
      ? [
          {
            certificateKey: address.lmkKey,
            address: [
              address.buildingName,
              address.unit,
              address.street,
              address.town,
              address.postCode,
            ]
              .filter(Boolean)
              .join(', '),
            rating: address.epc,
            epcYear: address.epcYear,
          },
        ]
      : [],
  );
}

/**
 * The EPC-check step (spec shell §2 "EPC check"): the building's own certificates found for its
 * address (PUT checkaddress), the other certificates at its post code below them, 'None of these',
 * a manual rating A to F, or no EPC; an optional certificate file and year.
 */
export function EpcPane({ state, dispatch }: EpcPaneProps) {
  const a = state.draft.address;
  const lookUp = usePredictSimplediagnoseCheckAddress(
    a.postCode
      ? {
          body: {
            buildingName: a.buildingName ?? undefined,
            unit: a.unit ?? undefined,
            street: a.street ?? undefined,
            town: a.town ?? undefined,
            postCode: a.postCode,
            country: a.country ?? undefined,
            centre: a.centre ?? null,
            elevation: a.elevation ?? null,
          },
        }
      : null,
  );
  const records = recordsOf(lookUp.data?.epcAddresses);
  const otherRecords = recordsOf(lookUp.data?.addresses);
  const status: LookUpStatus = lookUp.error
    ? 'error'
    : lookUp.isLoading
      ? 'loading'
      : lookUp.data
        ? 'done'
        : 'idle';
  return (
    <EpcCheckStep
      epc={state.draft.epc}
      onChange={(epc) => dispatch({ type: 'epc', epc, manual: !epc.certificateKey })}
      lookUpStatus={status}
      records={records}
      otherRecords={otherRecords}
      certificateName={state.certificateName}
      onCertificateFile={(file) =>
        void readAsDataUrl(file).then((dataUrl) =>
          dispatch({ type: 'certificate', name: file.name, dataUrl }),
        )
      }
      errors={state.errors}
    />
  );
}
