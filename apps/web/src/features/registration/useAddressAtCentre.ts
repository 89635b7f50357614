import { useGeocodingReverse } from '@wattwise/api';
import { addressFromSearchResult } from '@wattwise/domain';
import { useEffect } from 'react';
import type { RegistrationAction, RegistrationState } from './registrationState';

/**
 * When the wizard knows where the building is but not its address (entered with lat and lon, or
 * from a saved registration), the nearest address found by reverse geocoding fills the empty
 * address fields once; the user can still change them on the address step.
 */
export function useAddressAtCentre(
  state: RegistrationState,
  dispatch: (action: RegistrationAction) => void,
  start: readonly [number, number] | null,
) {
  const a = state.draft.address;
  const centre = (a.centre as readonly [number, number] | null | undefined) ?? start;
  const empty = !a.street && !a.town && !a.postCode;
  const nearest = useGeocodingReverse(
    empty && centre ? { query: { lon: centre[0], lat: centre[1], limit: 1 } } : null,
  );
  const found = nearest.data?.[0];
  useEffect(() => {
    if (!found || !empty) return;
    dispatch({
      type: 'searchResult',
      address: addressFromSearchResult(found),
      centre: found.centre ?? null,
      elevation: found.elevation ?? null,
    });
    // Fill once per answer; typing afterwards must not be overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found]);
}
