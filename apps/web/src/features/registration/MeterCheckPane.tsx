import { useApiClient, useBuildingdataSuppliers, type ApiError } from '@wattwise/api';
import {
  meterCheckErrorToast,
  meterStateAfterCheck,
  validateMpanSelection,
  validationToast,
  type ToastSpec,
} from '@wattwise/domain';
import {
  MeterCheckStep,
  type LookUpState,
  type MeterAddressOption,
  type MeterSearchQuery,
} from '@wattwise/ui';
import { useState } from 'react';
import type { RegistrationAction, RegistrationState } from './registrationState';

export interface MeterCheckPaneProps {
  state: RegistrationState;
  dispatch: (action: RegistrationAction) => void;
  showToast: (toast: ToastSpec) => void;
}

function statusOf(error: ApiError): number | undefined {
  return 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/**
 * The meter-check step (spec shell §2, §4 "Meter and MPAN", §8): suppliers, the meter address
 * search, MPAN confirmation or entry, consent and Connect; a 502 reads 'External Server Error',
 * any other failure the meter-check text; the check's answer sets the meter state.
 */
export function MeterCheckPane({ state, dispatch, showToast }: MeterCheckPaneProps) {
  const client = useApiClient();
  const suppliers = useBuildingdataSuppliers();
  const { address, energy } = state.draft;
  const [query, setQuery] = useState<MeterSearchQuery>({
    address: [address.buildingName, address.street].filter(Boolean).join(', '),
    postCode: address.postCode ?? '',
  });
  const [options, setOptions] = useState<MeterAddressOption[]>([]);
  const [search, setSearch] = useState<LookUpState>({ status: 'idle' });
  const [check, setCheck] = useState<LookUpState>({ status: 'idle' });

  const runSearch = async () => {
    setSearch({ status: 'loading' });
    const result = await client.call('user.electralink.addressSearch', {
      query: { address: query.address, postcode: query.postCode },
    });
    if (result.ok) {
      setOptions(result.data);
      setSearch({ status: 'done' });
    } else {
      const status = statusOf(result.error);
      setSearch({ status: 'error', errorStatus: status });
      showToast(meterCheckErrorToast(status));
    }
  };

  const connect = async () => {
    const selection = validateMpanSelection({
      addressOptionCount: options.length,
      hasChosenAddress: state.mpanChoice.selectedAddress !== null,
      manualEntry: state.mpanChoice.manualEntry,
      mpan: energy.mpan ?? '',
    });
    if (!selection.ok) {
      showToast(validationToast(selection));
      return;
    }
    const fromOption = state.mpanChoice.confirmed && !state.mpanChoice.manualEntry;
    const mpan = fromOption ? (state.mpanChoice.selectedAddress ?? '') : (energy.mpan ?? '');
    setCheck({ status: 'loading' });
    const result = await client.call('user.electralink.meterCheck', { query: { mpan } });
    if (!result.ok) {
      const status = statusOf(result.error);
      setCheck({ status: 'error', errorStatus: status });
      showToast(meterCheckErrorToast(status));
      return;
    }
    setCheck({ status: 'done' });
    dispatch({ type: 'meterState', meterState: meterStateAfterCheck(result.data.validMeter) });
    if (result.data.validMeter)
      dispatch({ type: 'energy', energy: { ...energy, mpan: result.data.mpan } });
  };

  return (
    <MeterCheckStep
      energy={energy}
      onChange={(next) => dispatch({ type: 'energy', energy: next })}
      suppliers={suppliers.data ?? []}
      suppliersLoading={suppliers.isLoading}
      gasIsOff={state.electricityOnly}
      meterQuery={query}
      onMeterQueryChange={setQuery}
      onSearchMeterAddress={() => void runSearch()}
      meterSearch={search}
      addressOptions={options}
      mpanChoice={state.mpanChoice}
      onMpanChoice={(event) => dispatch({ type: 'mpanChoice', event })}
      meterState={state.meterState}
      meterCheck={check}
      onConnect={() => void connect()}
      errors={state.errors}
    />
  );
}
