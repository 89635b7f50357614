import {
  buildPath,
  chartMessages,
  diagnoseMessages,
  parameterMessages,
  registrationLoadingMessages,
} from '@wattwise/domain';
import {
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Link,
  LoadingState,
  RadioGroup,
  RotatingMessages,
  Stack,
  Tabs,
  UpgradeDialog,
  UpgradeOverlay,
} from '@wattwise/ui';
import { useState, type Key, type ReactNode } from 'react';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { DiagnoseGraphs } from './DiagnoseGraphs';
import { ActualPanel, SchemePanel } from './DiagnosePanels';
import { chartsWithTheScreen } from './diagnoseCharts';
import { useDiagnose, type DiagnoseVariant } from './useDiagnose';

const TABS = ['actual', 'diagnose', 'potential'] as const;
type TabId = (typeof TABS)[number];
const TAB_LABELS: Record<TabId, string> = {
  actual: diagnoseMessages.tabActual,
  diagnose: diagnoseMessages.tabDiagnose,
  potential: diagnoseMessages.tabPotential,
};

/** The Optimise bottom navigation: Diagnose, See potential, then View scenarios (spec analysis §2.2). */
const OPTIMISE_NEXT_LABELS: Record<TabId, string> = {
  actual: diagnoseMessages.tabActual,
  diagnose: diagnoseMessages.buttonDiagnose,
  potential: diagnoseMessages.seePotential,
};

export interface DiagnoseScreenProps {
  /** 'optimise': no upgrade tiers, buttons Diagnose, See potential and View scenarios. */
  variant?: DiagnoseVariant;
}

/**
 * Diagnose of a site or building (spec analysis §2.2): tabs Actual, Diagnose and Potential.
 * Predict: bottom navigation ending in 'View improvement plan'; free sites see Diagnose and
 * Potential blurred behind the upgrade overlay. Optimise: buttons Diagnose, See potential and
 * View scenarios; a site without a building asks for one.
 */
export default function DiagnoseScreen({ variant = 'predict' }: DiagnoseScreenProps) {
  const view = useDiagnose(variant);
  const nextLabels = variant === 'optimise' ? OPTIMISE_NEXT_LABELS : TAB_LABELS;
  const planLabel =
    variant === 'optimise' ? diagnoseMessages.viewScenarios : diagnoseMessages.viewImprovementPlan;
  const { supportEmail } = useRuntimeConfig();
  const [tab, setTab] = useState<TabId>('actual');
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [display, setDisplay] = useState<'cards' | 'graphs'>('cards');

  const title = view.buildingId ? 'Building diagnose' : 'Site diagnose';
  let body: ReactNode;
  if (view.state === 'loading') {
    body = <RotatingMessages messages={registrationLoadingMessages} />;
  } else if (view.state === 'error') {
    body = <ErrorState message={chartMessages.loadError} supportEmail={supportEmail} />;
  } else if (view.state === 'noBuilding') {
    body = <EmptyState message={diagnoseMessages.optimiseEmpty} />;
  } else if (view.state === 'recalibrating') {
    body = <LoadingState message={diagnoseMessages.recalibrating} />;
  } else if (view.state === 'modelError') {
    body = <ErrorState message={diagnoseMessages.modelError} supportEmail={supportEmail} />;
  } else if (view.diagnosis) {
    const diagnosis = view.diagnosis;
    const locked = (content: ReactNode) =>
      view.paid ? (
        content
      ) : (
        <UpgradeOverlay onUpgrade={() => setUpgradeOpen(true)}>{content}</UpgradeOverlay>
      );
    const next = TABS[TABS.indexOf(tab) + 1];
    // Each tab has a cards view and a graphs view with a tab per stimulus (spec analysis §2.2).
    const views = (id: TabId, cards: ReactNode) => (
      <Stack gap="md">
        <RadioGroup
          label="View"
          orientation="horizontal"
          value={display}
          onChange={(value) => setDisplay(value as 'cards' | 'graphs')}
        >
          <RadioGroup.Radio value="cards">{chartMessages.viewCards}</RadioGroup.Radio>
          <RadioGroup.Radio value="graphs">{chartMessages.viewGraphs}</RadioGroup.Radio>
        </RadioGroup>
        {display === 'cards' ? (
          cards
        ) : (
          <DiagnoseGraphs siteId={view.siteId} path={view.buildingId ?? view.siteId} tab={id} />
        )}
      </Stack>
    );
    body = (
      <Stack gap="lg">
        <Tabs selectedKey={tab} onSelectionChange={(key: Key) => setTab(key as TabId)}>
          <Tabs.List aria-label="Diagnose views">
            {TABS.map((id) => (
              <Tabs.Tab key={id} id={id}>
                {TAB_LABELS[id]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel id="actual">
            {views(
              'actual',
              <ActualPanel
                kpis={diagnosis.kpis}
                metrics={diagnosis.diagnoseMetrics}
                rating={diagnosis.rating}
                notices={diagnosis.notices.filter((n) => n.noticeType === 'ACTUAL')}
                usageBreakdown={diagnosis.usageBreakdown}
                {...(view.buildingId && diagnosis.assumptions
                  ? {
                      assumptions: diagnosis.assumptions.map((a) => ({
                        ...a,
                        editHref: a.parameterId
                          ? `${buildPath('predict-building-diagnose', { siteId: view.siteId, buildingId: view.buildingId! })}?editing=true`
                          : null,
                      })),
                    }
                  : {})}
                charts={chartsWithTheScreen}
              />,
            )}
          </Tabs.Panel>
          <Tabs.Panel id="diagnose">
            {locked(
              views(
                'diagnose',
                <SchemePanel
                  metrics={diagnosis.diagnoseMetrics}
                  notices={diagnosis.notices.filter((n) => n.noticeType === 'DIAGNOSE')}
                  schemeOptions={view.schemeOptions}
                  scheme={view.diagnoseScheme}
                  onSchemeChange={view.setDiagnoseScheme}
                  tariffs={{ list: view.tariffs?.diagnoseTariffs, isLoading: view.tariffsLoading }}
                  charts={chartsWithTheScreen}
                />,
              ),
            )}
          </Tabs.Panel>
          <Tabs.Panel id="potential">
            {locked(
              views(
                'potential',
                <SchemePanel
                  metrics={diagnosis.potentialMetrics}
                  notices={diagnosis.notices.filter((n) => n.noticeType === 'POTENTIAL')}
                  schemeOptions={view.schemeOptions}
                  scheme={view.potentialScheme}
                  onSchemeChange={view.setPotentialScheme}
                  tariffs={{ list: view.tariffs?.potentialTariffs, isLoading: view.tariffsLoading }}
                  charts={chartsWithTheScreen}
                />,
              ),
            )}
          </Tabs.Panel>
        </Tabs>
        <Stack as="nav" direction="row" justify="flex-end" align="center" gap="md" wrap>
          {view.parametersPath && view.paid ? (
            <Link href={view.parametersPath}>{parameterMessages.edit}</Link>
          ) : null}
          {next ? (
            <Button onPress={() => setTab(next)}>{nextLabels[next]}</Button>
          ) : (
            <Link href={view.planPath}>{planLabel}</Link>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <title>{`${title} · WattWise`}</title>
      <Heading level={1}>{title}</Heading>
      {body}
      <UpgradeDialog
        isOpen={upgradeOpen}
        onOpenChange={setUpgradeOpen}
        isPending={view.upgradePending}
        onSubmit={(email) => {
          void view.upgrade(email).then((ok) => ok && setUpgradeOpen(false));
        }}
      />
    </Stack>
  );
}

/** The Optimise diagnose of a site or building (spec analysis §2.1 optimise-*-diagnose). */
export function OptimiseDiagnoseScreen() {
  return <DiagnoseScreen variant="optimise" />;
}
