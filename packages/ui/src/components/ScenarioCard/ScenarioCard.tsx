import type { Ref } from 'react';
import { planMessages } from '@wattwise/domain';
import { Indicator, type IndicatorData } from '../Indicator/Indicator';
import type { MenuAction } from '../Menu/Menu';
import { MenuButton } from '../Menu/MenuButton';
import { ScenarioFigureList, type ScenarioFigures } from '../ScenarioFigures/ScenarioFigures';
import { Switch } from '../Switch/Switch';
import { Tooltip } from '../Tooltip/Tooltip';
import * as css from './ScenarioCard.css';

export const scenarioActions = [
  'edit',
  'hide',
  'moreInfo',
  'setRoi',
  'complete',
  'delete',
  'implement',
] as const;
export type ScenarioAction = (typeof scenarioActions)[number];

/** The Predict card menu (spec analysis §2.3): edit, hide, more info, Set ROI, complete, delete. */
export const predictScenarioActions: readonly ScenarioAction[] = [
  'edit',
  'hide',
  'moreInfo',
  'setRoi',
  'complete',
  'delete',
];

/** The Optimise card menu: edit, more info (the guidance panel) and implement (spec analysis §2.3, §7.1). */
export const optimiseScenarioActions: readonly ScenarioAction[] = ['edit', 'moreInfo', 'implement'];

export interface ScenarioCardData {
  id: string;
  title: string;
  /** Plain text; HTML from the server must be converted by the app. */
  description?: string;
  indicators?: readonly IndicatorData[];
  /**
   * The scenario's signed figures (saving, its range, cost, payback) in words; shown instead of
   * `indicators` when given, so a negative saving reads as an increase.
   */
  figures?: ScenarioFigures | null;
  exclusive?: boolean;
  mutuallyExclusiveWith?: readonly string[];
  toggleable?: boolean;
  toggleableDescription?: string;
}

export interface ScenarioCardProps {
  scenario: ScenarioCardData;
  isSelected: boolean;
  onToggle: (scenario: ScenarioCardData) => void;
  /** The card menu exists only in Predict mode (spec analysis §2.3). */
  onAction?: (action: ScenarioAction, scenario: ScenarioCardData) => void;
  /** The menu's actions, in order (the Predict menu by default). */
  actions?: readonly ScenarioAction[];
  /** Labels of the menu actions (defaults in English, 'Set ROI' from packages/domain). */
  actionLabels?: Partial<Record<ScenarioAction, string>>;
  /** Actions shown disabled, e.g. edit and Set ROI without a selected building. */
  disabledActions?: readonly ScenarioAction[];
  isDisabled?: boolean;
  ref?: Ref<HTMLElement>;
}

const defaultLabels: Record<ScenarioAction, string> = {
  edit: 'Edit',
  hide: 'Hide',
  moreInfo: 'More info',
  setRoi: planMessages.setRoi,
  complete: 'Complete',
  delete: 'Delete',
  implement: 'Implement',
};

/** One improvement scenario: title, description, indicators, its toggle and (Predict) its menu. */
export function ScenarioCard({
  scenario,
  isSelected,
  onToggle,
  onAction,
  actions: shownActions = predictScenarioActions,
  actionLabels,
  disabledActions = [],
  isDisabled = false,
  ref,
}: ScenarioCardProps) {
  const labels = { ...defaultLabels, ...actionLabels };
  const toggleable = scenario.toggleable !== false;
  const actions: MenuAction[] = shownActions.map((id) => ({
    id,
    label: labels[id],
    isDisabled: disabledActions.includes(id),
    tone: id === 'delete' ? 'critical' : 'neutral',
  }));
  const toggle = (
    <Switch
      isSelected={isSelected}
      isDisabled={isDisabled || !toggleable}
      onChange={() => onToggle(scenario)}
      aria-label={scenario.title}
    />
  );
  return (
    <article
      ref={ref}
      className={css.card}
      data-selected={isSelected || undefined}
      aria-label={scenario.title}
    >
      <div className={css.header}>
        {toggleable || !scenario.toggleableDescription ? (
          toggle
        ) : (
          <Tooltip content={scenario.toggleableDescription}>{toggle}</Tooltip>
        )}
        <h3 className={css.title}>{scenario.title}</h3>
        {onAction ? (
          <MenuButton
            aria-label={`${scenario.title} actions`}
            icon="more"
            buttonLabel={`More actions for ${scenario.title}`}
            items={actions}
            onAction={(id) => onAction(id as ScenarioAction, scenario)}
          />
        ) : null}
      </div>
      {scenario.description ? <p className={css.description}>{scenario.description}</p> : null}
      {scenario.figures ? (
        <ScenarioFigureList figures={scenario.figures} aria-label={`${scenario.title} figures`} />
      ) : scenario.indicators && scenario.indicators.length > 0 ? (
        <ul className={css.indicators}>
          {scenario.indicators.map((indicator, i) => (
            <li key={i}>
              <Indicator {...indicator} />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
