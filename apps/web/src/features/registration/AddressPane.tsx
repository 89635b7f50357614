import { useGeocodingSearch, type AddressFeature } from '@wattwise/api';
import { DEBOUNCE_MS, addressFromSearchResult } from '@wattwise/domain';
import { AddressStep, ComboBox, LoadingDots } from '@wattwise/ui';
import { lazy, Suspense, useState } from 'react';
import type { RegistrationAction, RegistrationState } from './registrationState';

// maplibre loads only when a map is shown (STACK-NOTES T5).
const OutlineMap = lazy(() => import('./OutlineMap'));

/** Label of the address search box (wording ours; spec shell §2 "with address search"). */
const ADDRESS_SEARCH_LABEL = 'Search for your address';

export interface RegistrationMapProps {
  state: RegistrationState;
  dispatch: (action: RegistrationAction) => void;
  /** lat and lon of the query, where the map starts when no address is known. */
  start: readonly [number, number] | null;
}

/** The outline map of the wizard, loaded on demand. */
export function RegistrationMap({ state, dispatch, start }: RegistrationMapProps) {
  const centre = (state.draft.address.centre as [number, number] | null | undefined) ?? start;
  return (
    <Suspense fallback={<LoadingDots label="Loading the map" />}>
      <OutlineMap
        centre={centre ?? null}
        selectedOutlineId={state.outline?.id ?? null}
        onSelect={(outline) => dispatch({ type: 'outline', outline })}
      />
    </Suspense>
  );
}

/**
 * The address step: search (debounced 1000 ms, through the contract's geocoding route), the map
 * on wide screens (small screens pick the outline on map-select), and the address fields.
 */
export function AddressPane({ state, dispatch, start }: RegistrationMapProps) {
  const [searchText, setSearchText] = useState('');
  const results = useGeocodingSearch(
    searchText.trim() ? { query: { q: searchText.trim() } } : null,
  );
  const features: readonly AddressFeature[] = results.data ?? [];
  const pick = (feature: AddressFeature | undefined) => {
    if (!feature) return;
    dispatch({
      type: 'searchResult',
      address: addressFromSearchResult(feature),
      centre: feature.centre ?? null,
      elevation: feature.elevation ?? null,
    });
  };
  const search = (
    <ComboBox
      label={ADDRESS_SEARCH_LABEL}
      options={features.map((f, i) => ({
        id: String(i),
        label: f.name || f.full_address,
        detail: f.full_address,
      }))}
      onSearch={setSearchText}
      debounceMs={DEBOUNCE_MS.addressSearch}
      isLoading={results.isLoading}
      onSelectionChange={(key) => (key === null ? undefined : pick(features[Number(key)]))}
    />
  );
  return (
    <AddressStep
      address={state.draft.address}
      onChange={(address) => dispatch({ type: 'address', address })}
      errorField={Object.keys(state.errors)[0]}
      errorMessage={Object.values(state.errors)[0]}
      search={search}
      map={
        state.wizard.isWide ? (
          <RegistrationMap state={state} dispatch={dispatch} start={start} />
        ) : undefined
      }
    />
  );
}
