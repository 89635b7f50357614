import { useState, type Ref } from 'react';
import {
  SCENARIO_FILTER_KEYS,
  parseFilterBounds,
  type ScenarioFilter,
  type ScenarioFilterKey,
} from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Popover } from '../Popover/Popover';
import { TextField } from '../TextField/TextField';
import * as css from './ScenarioList.css';

/** Filter names with their base units (spec analysis §9: kWh, GBP, kg). */
export const defaultScenarioFilterLabels: Record<ScenarioFilterKey, string> = {
  energyUsage: 'Energy usage (kWh)',
  totalCost: 'Total cost (£)',
  carbon: 'Carbon (kg)',
};

interface Draft {
  inUse: boolean;
  min: string;
  max: string;
}

const toDraft = (filter: ScenarioFilter | undefined): Draft => ({
  inUse: filter?.inUse ?? false,
  min: filter && filter.min !== 0 ? String(filter.min) : '',
  max: filter && Number.isFinite(filter.max) ? String(filter.max) : '',
});

export interface ScenarioFilterPanelProps {
  filters: readonly ScenarioFilter[];
  onFiltersChange: (filters: ScenarioFilter[]) => void;
  labels?: Partial<Record<ScenarioFilterKey, string>>;
  /** The filter popover (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/**
 * 'Filter' button and its panel: energy usage, total cost and carbon, each with a switch-on
 * checkbox and min / max in base units. Apply converts the bounds with the domain's
 * parseFilterBounds (empty min 0, empty max no limit) and shows its alert when one is not a number.
 */
export function ScenarioFilterPanel({
  filters,
  onFiltersChange,
  labels,
  ref,
}: ScenarioFilterPanelProps) {
  const names = { ...defaultScenarioFilterLabels, ...labels };
  const [isOpen, setOpen] = useState(false);
  const [drafts, setDrafts] = useState<Record<ScenarioFilterKey, Draft> | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const inUseCount = filters.filter((f) => f.inUse).length;
  const open = (next: boolean) => {
    setOpen(next);
    setAlert(null);
    setDrafts(
      next
        ? (Object.fromEntries(
            SCENARIO_FILTER_KEYS.map((key) => [key, toDraft(filters.find((f) => f.key === key))]),
          ) as Record<ScenarioFilterKey, Draft>)
        : null,
    );
  };
  const edit = (key: ScenarioFilterKey, change: Partial<Draft>) =>
    setDrafts((d) => (d ? { ...d, [key]: { ...d[key], ...change } } : d));
  const apply = () => {
    if (!drafts) return;
    const next: ScenarioFilter[] = [];
    for (const key of SCENARIO_FILTER_KEYS) {
      const draft = drafts[key];
      const bounds = parseFilterBounds(draft.min, draft.max);
      if (!bounds.ok) {
        if (draft.inUse) return setAlert(`${names[key]}: ${bounds.alert}`);
        continue;
      }
      next.push({ key, inUse: draft.inUse, min: bounds.min, max: bounds.max });
    }
    onFiltersChange(next);
    open(false);
  };
  return (
    <Popover
      ref={ref}
      aria-label="Scenario filters"
      isOpen={isOpen}
      onOpenChange={open}
      trigger={
        <Button variant="secondary">{inUseCount > 0 ? `Filter (${inUseCount})` : 'Filter'}</Button>
      }
    >
      {drafts ? (
        <form
          className={css.filterPanel}
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          {SCENARIO_FILTER_KEYS.map((key) => (
            <div key={key} role="group" aria-label={names[key]} className={css.filterRow}>
              <Checkbox isSelected={drafts[key].inUse} onChange={(inUse) => edit(key, { inUse })}>
                {names[key]}
              </Checkbox>
              <div className={css.bounds}>
                <TextField
                  label="Min"
                  inputMode="decimal"
                  value={drafts[key].min}
                  onChange={(min) => edit(key, { min, inUse: true })}
                />
                <TextField
                  label="Max"
                  inputMode="decimal"
                  value={drafts[key].max}
                  onChange={(max) => edit(key, { max, inUse: true })}
                />
              </div>
            </div>
          ))}
          {alert ? (
            <p role="alert" className={css.filterAlert}>
              {alert}
            </p>
          ) : null}
          <div className={css.filterActions}>
            <Button
              variant="ghost"
              onPress={() => {
                onFiltersChange([]);
                open(false);
              }}
            >
              Clear
            </Button>
            <Button type="submit">Apply</Button>
          </div>
        </form>
      ) : null}
    </Popover>
  );
}
