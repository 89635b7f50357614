import type { Scenario } from '@wattwise/api';
import { ResultsChart } from '@wattwise/charts';
import { isDemoSite, planMessages } from '@wattwise/domain';
import {
  Button,
  EmptyState,
  EpcWizardDialog,
  ErrorState,
  Heading,
  ScenarioConfirmDialog,
  ScenarioList,
  Stack,
  UpgradeOverlay,
  type ScenarioAction,
} from '@wattwise/ui';
import { useState } from 'react';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { PlanUpgradeDialog, SetRoiDialog, TargetNotFeasibleDialog } from './PlanDialogs';
import { ScenarioEditPane } from '../../shared/scenarios/ScenarioEditPane';
import { ScenarioGuidancePane } from '../../shared/scenarios/ScenarioGuidancePane';
import { ModelUpdatingNotice } from '../../shared/scenarios/ModelUpdatingNotice';
import { ScenarioResultsPane } from '../../shared/scenarios/ScenarioResultsPane';
import { scenarioListItems } from '../../shared/scenarios/scenarioItems';
import { useImprovementPlan, usePlanAddress } from './useImprovementPlan';

const title = 'Improvement plan';

/** A demo site is for reading only (spec shell §1, §6): every action that changes it is disabled. */
const demoDisabledActions: ScenarioAction[] = ['setRoi', 'edit', 'hide', 'complete', 'delete'];

/** Predict improvement plan of a building (spec analysis §2.3); a site asks for a building. */
export default function ImprovementPlanScreen() {
  const { siteId, buildingId } = usePlanAddress();
  return (
    <Stack gap="lg">
      <title>{`${title} · WattWise`}</title>
      <Heading level={1}>{title}</Heading>
      {buildingId ? (
        <BuildingPlan siteId={siteId} buildingId={buildingId} />
      ) : (
        <EmptyState message={planMessages.selectBuilding} />
      )}
    </Stack>
  );
}

type Confirm = { kind: 'delete' | 'complete'; scenario: Scenario } | null;

function BuildingPlan({ siteId, buildingId }: { siteId: string; buildingId: string }) {
  const { supportEmail } = useRuntimeConfig();
  const plan = useImprovementPlan(siteId, buildingId);
  const [editing, setEditing] = useState<string | null>(null);
  const [guidance, setGuidance] = useState<Scenario | null>(null);
  const [roiScenario, setRoiScenario] = useState<Scenario | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [isPending, setPending] = useState(false);
  const [wizardOpen, setWizardOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const run = (work: Promise<string | null>) => {
    setPending(true);
    setActionError(null);
    void work.then((error) => {
      setPending(false);
      setActionError(error);
      setConfirm(null);
    });
  };

  const onAction = (action: ScenarioAction, item: { id: string }) => {
    const scenario = plan.scenarios.find((s) => s.id === item.id);
    if (!scenario) return;
    if (action === 'edit') setEditing(scenario.id);
    else if (action === 'hide') run(plan.removeScenario('hide', scenario.id));
    else if (action === 'complete' || action === 'delete') setConfirm({ kind: action, scenario });
    else if (action === 'setRoi') setRoiScenario(scenario);
    // More info: the scenario's guidance panel, its steps and chat (spec analysis §2.3, §2.4).
    else if (action === 'moreInfo') setGuidance(scenario);
  };

  const selectedScenarios = plan.selectedIds.flatMap((id) => {
    const found = plan.scenarios.find((s) => s.id === id);
    return found ? [found] : [];
  });

  const listItems = scenarioListItems(plan.scenarios);

  const listPane = guidance ? (
    <ScenarioGuidancePane
      key={guidance.id}
      product="predict"
      siteId={siteId}
      path={buildingId}
      scenario={{
        id: guidance.id,
        title: guidance.title,
        informationLink: guidance.informationLink,
      }}
      onBack={() => setGuidance(null)}
    />
  ) : editing ? (
    <ScenarioEditPane
      product="predict"
      siteId={siteId}
      path={buildingId}
      scenarioId={editing}
      onSave={(values) => plan.saveEdit(editing, values)}
      onBack={() => setEditing(null)}
    />
  ) : (
    <Stack gap="md">
      <Stack direction="row" gap="sm" wrap>
        <Button variant="secondary" onPress={() => setWizardOpen(true)}>
          {planMessages.epcWizard}
        </Button>
        {plan.wizard ? (
          <Button variant="ghost" onPress={plan.clearWizard}>
            {planMessages.clearWizard}
          </Button>
        ) : null}
      </Stack>
      {actionError ? <ErrorState message={actionError} /> : null}
      <ModelUpdatingNotice
        energyModelRunning={plan.list.data?.energyModelRunning}
        refresh={plan.refresh}
      />
      <ScenarioList
        scenarios={listItems}
        selectedIds={plan.selectedIds}
        onSelectionChange={plan.setSelected}
        onAction={onAction}
        disabledActions={isDemoSite(siteId) ? demoDisabledActions : undefined}
        isLoading={plan.list.isLoading}
        hasError={Boolean(plan.list.error)}
        supportEmail={supportEmail}
      />
    </Stack>
  );

  const content = (
    <Stack
      direction={{ mobile: 'column', tablet: 'row' }}
      gap="lg"
      align={{ mobile: 'stretch', tablet: 'flex-start' }}
    >
      <Stack gap="md">{listPane}</Stack>
      <ScenarioResultsPane
        selected={selectedScenarios}
        results={plan.potential.data}
        isLoading={plan.potential.isLoading || plan.potential.isValidating}
        errorMessage={plan.potential.error?.message ?? null}
        // With the screen's code: the server draws it in the first paint (docs/adr/0026).
        Chart={ResultsChart}
      />
    </Stack>
  );

  return (
    <>
      {plan.isPlaceholder ? (
        <UpgradeOverlay onUpgrade={() => setUpgradeOpen(true)}>{content}</UpgradeOverlay>
      ) : (
        content
      )}
      <EpcWizardDialog
        isOpen={wizardOpen}
        onOpenChange={setWizardOpen}
        currentRating={plan.currentEpc}
        onApply={(target) => {
          setWizardOpen(false);
          run(plan.applyTarget(target));
        }}
      />
      <TargetNotFeasibleDialog
        warning={plan.wizard?.warning ?? null}
        onClose={plan.dismissWarning}
      />
      <ScenarioConfirmDialog
        kind={confirm?.kind ?? 'delete'}
        scenarioTitle={confirm?.scenario.title ?? ''}
        isOpen={confirm !== null}
        isPending={isPending}
        onOpenChange={(open) => !open && setConfirm(null)}
        onConfirm={() => confirm && run(plan.removeScenario(confirm.kind, confirm.scenario.id))}
      />
      <SetRoiDialog
        key={roiScenario?.id ?? 'none'}
        scenarioTitle={roiScenario?.title ?? ''}
        isOpen={roiScenario !== null}
        onOpenChange={(open) => !open && setRoiScenario(null)}
        onConfirm={(years) =>
          roiScenario ? plan.setRoi(roiScenario.id, years) : Promise.resolve(null)
        }
      />
      <PlanUpgradeDialog siteId={siteId} isOpen={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </>
  );
}
