import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import {
  SCHEDULE_BLOCKS_PER_LANE,
  SCHEDULE_LANES,
  SCHEDULE_LANE_TITLES,
  hourLabel12,
  paintSchedule,
  parsePresetValue,
  scheduleHourLabels,
  scheduleMessages,
  type PresetVariant,
  type ScheduleLane,
  type ScheduleLanes,
} from '@wattwise/domain';
import { visuallyHidden } from '../../css/focusRing.css';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as css from './SchedulerGrid.css';

export interface SchedulePreset {
  value: number;
  variant: PresetVariant;
}

export interface SchedulerGridProps {
  presets: readonly SchedulePreset[];
  lanes: ScheduleLanes;
  onLanesChange: (lanes: ScheduleLanes) => void;
  onPresetChange?: (index: number, value: number) => void;
  /** Unit shown after preset values, e.g. '°C' or '%'. */
  unit?: string;
  isReadOnly?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The schedule of a space: 24 hourly blocks × Weekdays / Weekends / Holidays. Pick a preset, then
 * paint blocks by click, by dragging across a lane, or by keyboard (arrows move, Space or Enter
 * paints, Shift+arrow paints while moving). Hours use 12-hour labels.
 */
export function SchedulerGrid({
  presets,
  lanes,
  onLanesChange,
  onPresetChange,
  unit = '',
  isReadOnly = false,
  ref,
}: SchedulerGridProps) {
  const [active, setActive] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState('');
  const drag = useRef<{ lane: ScheduleLane; from: number; to: number } | null>(null);
  const cells = useRef(new Map<string, HTMLButtonElement>());

  const paint = (lane: ScheduleLane, from: number, to: number) => {
    if (!isReadOnly) onLanesChange(paintSchedule(lanes, lane, from, to, active));
  };
  const dragTo = (lane: ScheduleLane, hour: number) => {
    const current = drag.current;
    if (!current || current.lane !== lane || current.to === hour) return;
    current.to = hour;
    paint(lane, current.from, hour);
  };
  const focusCell = (laneIndex: number, hour: number) => {
    const lane = SCHEDULE_LANES[Math.max(0, Math.min(SCHEDULE_LANES.length - 1, laneIndex))]!;
    cells.current
      .get(`${lane}-${Math.max(0, Math.min(SCHEDULE_BLOCKS_PER_LANE - 1, hour))}`)
      ?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, laneIndex: number, hour: number) => {
    const lane = SCHEDULE_LANES[laneIndex]!;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const nextHour = Math.max(0, Math.min(SCHEDULE_BLOCKS_PER_LANE - 1, hour + move[1]));
      if (event.shiftKey && move[0] === 0) paint(lane, hour, nextHour);
      focusCell(laneIndex + move[0], nextHour);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      paint(lane, hour, hour);
    }
  };
  const apply = (index: number) => {
    onPresetChange?.(index, parsePresetValue(draft));
    setEditing(null);
  };

  return (
    <div ref={ref} className={css.root}>
      <ul className={css.presets} aria-label="Presets">
        {presets.map((preset, index) => (
          <li key={index} className={css.preset}>
            {editing === index ? (
              <span className={css.editor}>
                <input
                  aria-label={`Preset ${index + 1} value`}
                  value={draft}
                  inputMode="numeric"
                  autoFocus
                  onChange={(e) => setDraft(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') apply(index);
                    if (e.key === 'Escape') setEditing(null);
                  }}
                  style={{ width: 64, height: 32 }}
                />
                <Button size="small" onPress={() => apply(index)}>
                  {scheduleMessages.apply}
                </Button>
                <Button size="small" variant="secondary" onPress={() => setEditing(null)}>
                  {scheduleMessages.cancel}
                </Button>
              </span>
            ) : (
              <>
                <button
                  type="button"
                  className={`${css.presetButton} ${css.swatch({ variant: preset.variant })}`}
                  aria-pressed={active === index}
                  onClick={() => setActive(index)}
                >
                  {`${preset.value}${unit}`}
                </button>
                {onPresetChange && !isReadOnly ? (
                  <IconButton
                    icon="more"
                    aria-label={`Edit preset ${preset.value}${unit}`}
                    onPress={() => {
                      setDraft(String(preset.value));
                      setEditing(index);
                    }}
                  />
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
      <div className={css.scroller}>
        <div
          className={css.grid}
          role="grid"
          aria-label="Schedule"
          onPointerUp={() => (drag.current = null)}
          onPointerLeave={() => (drag.current = null)}
        >
          <div role="row" style={{ display: 'contents' }}>
            <span role="columnheader" className={css.hour}>
              <span className={visuallyHidden}>Day type</span>
            </span>
            {scheduleHourLabels().map((label, h) => (
              <span key={h} role="columnheader" className={css.hour}>
                {label}
              </span>
            ))}
          </div>
          {SCHEDULE_LANES.map((lane, laneIndex) => (
            <div key={lane} role="row" style={{ display: 'contents' }}>
              <span role="rowheader" className={css.laneTitle}>
                {SCHEDULE_LANE_TITLES[lane]}
              </span>
              {lanes[lane].map((block, hour) => {
                const preset = presets[block.presetIndex];
                return (
                  <span key={hour} role="gridcell" className={css.gridCell}>
                    <button
                      type="button"
                      ref={(el) => {
                        if (el) cells.current.set(`${lane}-${hour}`, el);
                      }}
                      tabIndex={laneIndex === 0 && hour === 0 ? 0 : -1}
                      className={`${css.cell} ${preset ? css.swatch({ variant: preset.variant }) : ''}`}
                      aria-label={`${SCHEDULE_LANE_TITLES[lane]} ${hourLabel12(hour)}: ${preset ? `${preset.value}${unit}` : 'none'}`}
                      data-preset={block.presetIndex}
                      onPointerDown={(e) => {
                        // Touch pointers are captured by the first cell; release so moves reach the others.
                        const target = e.currentTarget;
                        if (target.hasPointerCapture?.(e.pointerId))
                          target.releasePointerCapture(e.pointerId);
                        drag.current = { lane, from: hour, to: hour };
                        paint(lane, hour, hour);
                      }}
                      onPointerEnter={() => dragTo(lane, hour)}
                      onPointerMove={() => dragTo(lane, hour)}
                      onKeyDown={(e) => onKeyDown(e, laneIndex, hour)}
                    >
                      {preset ? preset.value : ''}
                    </button>
                  </span>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
