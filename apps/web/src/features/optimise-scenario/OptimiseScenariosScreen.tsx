import type { Scenario } from '@wattwise/api';
import { isTimelineTabDisabled, planMessages } from '@wattwise/domain';
import {
  EmptyState,
  ErrorState,
  Heading,
  ScenarioList,
  Stack,
  Tabs,
  optimiseScenarioActions,
  type ScenarioAction,
} from '@wattwise/ui';
import { useState } from 'react';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { ScenarioEditPane } from '../../shared/scenarios/ScenarioEditPane';
import { ScenarioGuidancePane } from '../../shared/scenarios/ScenarioGuidancePane';
import { ModelUpdatingNotice } from '../../shared/scenarios/ModelUpdatingNotice';
import { ScenarioResultsPane } from '../../shared/scenarios/ScenarioResultsPane';
import { scenarioListItems } from '../../shared/scenarios/scenarioItems';
import { ScenarioTimeline } from './ScenarioTimeline';
import { useOptimiseScenarios } from './useOptimiseScenarios';
import { useScenariosAddress } from './useScenariosAddress';

const title = 'Scenarios';

/** A completed scenario can still be read about, not implemented again or edited. */
const completedActions: readonly ScenarioAction[] = ['moreInfo'];
/** Demo sites are for reading only (spec shell §6): no edit, no implement. */
const demoDisabled: readonly ScenarioAction[] = ['edit', 'implement'];

/** Optimise scenarios of a building or a level below it (spec analysis §2.3, §4.1–4.4). */
export default function OptimiseScenariosScreen() {
  const { siteId, path } = useScenariosAddress();
  return (
    <Stack gap="lg">
      <title>{`${title} · WattWise`}</title>
      <Heading level={1}>{title}</Heading>
      {path ? (
        <NodeScenarios siteId={siteId} path={path} />
      ) : (
        <EmptyState message={planMessages.selectBuilding} />
      )}
    </Stack>
  );
}

function NodeScenarios({ siteId, path }: { siteId: string; path: string }) {
  const { supportEmail } = useRuntimeConfig();
  const plan = useOptimiseScenarios(siteId, path);
  const [tab, setTab] = useState<string>('scenarios');
  const [subTab, setSubTab] = useState<string>('recommended');
  const [editing, setEditing] = useState<string | null>(null);
  const [guidance, setGuidance] = useState<Scenario | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const all = [...plan.recommended, ...plan.completed];
  const selected = plan.selectedIds.flatMap((id) => all.filter((s) => s.id === id).slice(0, 1));
  const nothingSelected = isTimelineTabDisabled(plan.selectedIds);

  const onAction = (action: ScenarioAction, item: { id: string }) => {
    const scenario = all.find((s) => s.id === item.id);
    if (!scenario) return;
    if (action === 'edit') setEditing(scenario.id);
    else if (action === 'moreInfo') setGuidance(scenario);
    else if (action === 'implement') {
      setActionError(null);
      void plan.implement(scenario).then(setActionError);
    }
  };

  const list = (scenarios: readonly Scenario[], actions: readonly ScenarioAction[]) => (
    <ScenarioList
      scenarios={scenarioListItems(scenarios)}
      selectedIds={plan.selectedIds}
      onSelectionChange={plan.select}
      onAction={onAction}
      actions={actions}
      disabledActions={plan.writable ? undefined : demoDisabled}
      isLoading={plan.list.isLoading}
      hasError={Boolean(plan.list.error)}
      supportEmail={supportEmail}
    />
  );

  const listPane = guidance ? (
    <ScenarioGuidancePane
      key={guidance.id}
      product="optimise"
      siteId={siteId}
      path={path}
      scenario={guidance}
      onBack={() => setGuidance(null)}
    />
  ) : editing ? (
    <ScenarioEditPane
      product="optimise"
      siteId={siteId}
      path={path}
      scenarioId={editing}
      onSave={(values) => plan.saveEdit(editing, values)}
      onBack={() => setEditing(null)}
    />
  ) : (
    <Tabs selectedKey={subTab} onSelectionChange={(key) => setSubTab(String(key))}>
      <Tabs.List aria-label="Scenario lists">
        <Tabs.Tab id="recommended">{planMessages.tabRecommended}</Tabs.Tab>
        <Tabs.Tab id="completed">{planMessages.tabCompleted}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel id="recommended">{list(plan.recommended, optimiseScenarioActions)}</Tabs.Panel>
      <Tabs.Panel id="completed">
        {plan.completed.length === 0 && !plan.list.isLoading ? (
          <EmptyState message="No scenario has been implemented yet." />
        ) : (
          list(plan.completed, completedActions)
        )}
      </Tabs.Panel>
    </Tabs>
  );

  return (
    <Tabs
      selectedKey={nothingSelected ? 'scenarios' : tab}
      onSelectionChange={(key) => setTab(String(key))}
      disabledKeys={nothingSelected ? ['timeline'] : []}
    >
      <Tabs.List aria-label="Scenario views">
        <Tabs.Tab id="scenarios">{planMessages.tabScenarios}</Tabs.Tab>
        <Tabs.Tab id="timeline">{planMessages.tabTimeline}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel id="scenarios">
        <Stack
          direction={{ mobile: 'column', tablet: 'row' }}
          gap="lg"
          align={{ mobile: 'stretch', tablet: 'flex-start' }}
        >
          <Stack gap="md">
            {actionError || plan.saveError ? (
              <ErrorState message={actionError ?? plan.saveError ?? ''} />
            ) : null}
            <ModelUpdatingNotice
              energyModelRunning={plan.list.data?.energyModelRunning}
              refresh={plan.refresh}
            />
            {listPane}
          </Stack>
          <ScenarioResultsPane
            selected={selected}
            results={plan.potential.data}
            isLoading={plan.potential.isLoading || plan.potential.isValidating}
            errorMessage={plan.potential.error?.message ?? null}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel id="timeline">
        <ScenarioTimeline siteId={siteId} path={path} selectedIds={plan.selectedIds} />
      </Tabs.Panel>
    </Tabs>
  );
}
