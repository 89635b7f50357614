import type { Ref } from 'react';
import { DEBOUNCE_MS } from '@wattwise/domain';
import { ComboBox, Link, RadioGroup } from '@wattwise/ui';
import type { ComboBoxOption } from '@wattwise/ui';
import { energyMapMessages } from '../mapSpec';
import type { ColourMode } from './buildingColours';
import * as styles from './EnergyMapTray.css';

export interface EnergyMapTrayProps {
  /** The addresses found for the typed text (the app searches, restricted to GB). */
  addressOptions: readonly ComboBoxOption[];
  /** Called with the typed text once typing pauses for 1,000 ms (analysis §5, §9). */
  onSearch: (text: string) => void;
  isSearching?: boolean;
  onSelectAddress: (id: ComboBoxOption['id']) => void;
  /** False until an address is picked: the tray then shows the spec's prompt. */
  hasAddress: boolean;
  colourBy: ColourMode;
  onColourByChange: (mode: ColourMode) => void;
  /** Where a demo registration starts (opened in a new tab, analysis §2.1). */
  demoHref: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The energy map's bottom tray (analysis §2.11): address search with 'No results found', the
 * no-address prompt, the choice of colouring (certificate band or estimated performance) and the
 * demo registration link.
 */
export function EnergyMapTray({
  addressOptions,
  onSearch,
  isSearching = false,
  onSelectAddress,
  hasAddress,
  colourBy,
  onColourByChange,
  demoHref,
  ref,
}: EnergyMapTrayProps) {
  return (
    <section ref={ref} className={styles.tray} aria-label="Address search">
      <div className={styles.search}>
        <ComboBox
          label={energyMapMessages.searchLabel}
          options={addressOptions}
          onSearch={onSearch}
          debounceMs={DEBOUNCE_MS.addressSearch}
          isLoading={isSearching}
          emptyText={energyMapMessages.noResultsFound}
          onSelectionChange={(key) => (key === null ? undefined : onSelectAddress(key))}
        />
        {!hasAddress && <p className={styles.prompt}>{energyMapMessages.noAddress}</p>}
      </div>
      <div className={styles.options}>
        <RadioGroup
          label={energyMapMessages.colourByLabel}
          value={colourBy}
          onChange={(value) => onColourByChange(value as ColourMode)}
          orientation="horizontal"
        >
          <RadioGroup.Radio value="epc">{energyMapMessages.colourByCertificate}</RadioGroup.Radio>
          <RadioGroup.Radio value="performance">
            {energyMapMessages.colourByPerformance}
          </RadioGroup.Radio>
        </RadioGroup>
        <Link href={demoHref} external>
          {energyMapMessages.demoLink}
        </Link>
      </div>
    </section>
  );
}
