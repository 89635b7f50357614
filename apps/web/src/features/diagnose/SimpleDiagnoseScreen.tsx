import {
  diagnoseMessages,
  registrationLoadingMessages,
  sendDiagnoseMessages,
} from '@wattwise/domain';
import {
  Button,
  EmptyState,
  ErrorState,
  Link,
  Page,
  RotatingMessages,
  SendDiagnoseEmailDialog,
  Stack,
  Tabs,
  Text,
} from '@wattwise/ui';
import { useState, type Key, type ReactNode } from 'react';
import { WithApiClient } from '../../platform/api/WithApiClient';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { ActualPanel, SchemePanel } from './DiagnosePanels';
import { chartsOnDemand } from './diagnoseChartsOnDemand';
import { withSiteData } from '../../shared/siteData';
import { useSimpleDiagnose } from './useSimpleDiagnose';

const TABS = ['actual', 'diagnose', 'potential'] as const;
type TabId = (typeof TABS)[number];
const TAB_LABELS: Record<TabId, string> = {
  actual: diagnoseMessages.tabActual,
  diagnose: diagnoseMessages.tabDiagnose,
  potential: diagnoseMessages.tabPotential,
};

/** Potential opens registration in a new tab with the site data (spec analysis §2.2). */
function openRegistration(siteData: string) {
  window.open(withSiteData('predict-site-registration', siteData), '_blank', 'noopener');
}

/** The simple diagnose itself (the screen below gives it the API client). */
export function SimpleDiagnose() {
  const view = useSimpleDiagnose();
  const { supportEmail } = useRuntimeConfig();
  const [tab, setTab] = useState<TabId>('actual');
  const [emailOpen, setEmailOpen] = useState(false);
  const [emailKey, setEmailKey] = useState(0);

  const selectTab = (next: TabId) => {
    if (next === 'potential') openRegistration(view.siteData);
    setTab(next);
  };

  let body: ReactNode;
  if (view.state === 'noData') {
    body = <EmptyState message={diagnoseMessages.simpleNoData} />;
  } else if (view.state === 'error') {
    body = <ErrorState message={diagnoseMessages.simpleError} supportEmail={supportEmail} />;
  } else if (view.state === 'loading' || !view.diagnosis) {
    body = (
      <Stack gap="md">
        <Text weight="strong">{diagnoseMessages.simpleLoading}</Text>
        <RotatingMessages messages={registrationLoadingMessages} />
      </Stack>
    );
  } else {
    const diagnosis = view.diagnosis;
    const next = TABS[TABS.indexOf(tab) + 1];
    body = (
      <Stack gap="lg">
        <Tabs selectedKey={tab} onSelectionChange={(key: Key) => selectTab(key as TabId)}>
          <Tabs.List aria-label="Diagnose views">
            {TABS.map((id) => (
              <Tabs.Tab key={id} id={id}>
                {TAB_LABELS[id]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel id="actual">
            <ActualPanel
              kpis={diagnosis.kpis}
              metrics={diagnosis.diagnoseMetrics}
              rating={diagnosis.enteredRating}
              charts={chartsOnDemand}
            />
          </Tabs.Panel>
          <Tabs.Panel id="diagnose">
            <SchemePanel
              metrics={diagnosis.diagnoseMetrics}
              schemeOptions={view.schemeOptions}
              scheme={view.scheme}
              onSchemeChange={view.setScheme}
              charts={chartsOnDemand}
            />
          </Tabs.Panel>
          <Tabs.Panel id="potential">
            <Stack gap="md">
              <Text>
                The saving still possible for {diagnosis.buildingName} opens in a new tab, where you
                can register the building with Predict.
              </Text>
              <Link href={withSiteData('predict-site-registration', view.siteData)} external>
                Register {diagnosis.buildingName} with Predict
              </Link>
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <Stack as="nav" direction="row" justify="flex-end" gap="md" wrap>
          {next ? (
            <Button variant="secondary" onPress={() => selectTab(next)}>
              {TAB_LABELS[next]}
            </Button>
          ) : null}
          <Link href={withSiteData('predict-simple-plan', view.siteData)}>
            {diagnoseMessages.viewImprovementPlan}
          </Link>
        </Stack>
      </Stack>
    );
  }

  return (
    <Page
      title={view.diagnosis?.buildingName ?? 'Simple diagnose'}
      titleActions={
        view.state === 'ready' ? (
          <Button
            onPress={() => {
              view.resetEmail();
              setEmailKey((k) => k + 1);
              setEmailOpen(true);
            }}
          >
            {sendDiagnoseMessages.open}
          </Button>
        ) : undefined
      }
    >
      <title>Simple diagnose · WattWise</title>
      {body}
      <SendDiagnoseEmailDialog
        key={emailKey}
        isOpen={emailOpen}
        onOpenChange={setEmailOpen}
        isPending={view.emailPending}
        errorMessage={view.emailError}
        sentMessage={view.emailSent ? sendDiagnoseMessages.sent : undefined}
        onSubmit={(email) => void view.sendEmail(email)}
      />
    </Page>
  );
}

/**
 * predict-simple-diagnose: /predict/simplediagnose?siteData= without sign-in (spec analysis
 * §2.2): 'Loading your site...', the error texts, tabs Actual, Diagnose and Potential (which
 * opens registration in a new tab with the site data), the way to the simple plan and the
 * e-mail of the diagnosis.
 */
export default function SimpleDiagnoseScreen() {
  return (
    <WithApiClient>
      <SimpleDiagnose />
    </WithApiClient>
  );
}
