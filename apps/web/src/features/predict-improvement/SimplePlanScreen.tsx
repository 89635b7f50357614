import { diagnoseMessages, planMessages } from '@wattwise/domain';
import {
  Button,
  EmptyState,
  EpcWizardDialog,
  Page,
  PlaceholderScenarioCard,
  Stack,
} from '@wattwise/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSiteData, withSiteData } from '../../shared/siteData';

/** How many locked scenarios the demo shows (designed). */
const PLACEHOLDER_SCENARIOS = 4;

/**
 * predict-simple-plan: /predict/simpleplan?siteData= without sign-in (spec analysis §2.3): a demo
 * of the improvement plan with placeholder scenarios ('Unlock with Predict X' over decorative
 * bars), an EPC Wizard that only says its results are not available in the demo, and
 * 'Back to Diagnose'.
 */
export default function SimplePlanScreen() {
  const siteData = useSiteData();
  const navigate = useNavigate();
  const [wizardOpen, setWizardOpen] = useState(false);
  return (
    <Page
      title="Simple improvement plan"
      titleActions={
        siteData ? (
          <Button
            variant="secondary"
            onPress={() => navigate(withSiteData('predict-simple-diagnose', siteData))}
          >
            {planMessages.backToDiagnose}
          </Button>
        ) : undefined
      }
    >
      <title>Simple plan · WattWise</title>
      {siteData ? (
        <Stack gap="lg">
          <Stack direction="row" gap="md">
            <Button variant="secondary" onPress={() => setWizardOpen(true)}>
              {planMessages.epcWizard}
            </Button>
          </Stack>
          <Stack as="section" gap="md" aria-label="Scenarios">
            {Array.from({ length: PLACEHOLDER_SCENARIOS }, (_, index) => (
              <PlaceholderScenarioCard key={index} />
            ))}
          </Stack>
        </Stack>
      ) : (
        <EmptyState message={diagnoseMessages.simpleNoData} />
      )}
      <EpcWizardDialog isOpen={wizardOpen} onOpenChange={setWizardOpen} onApply={() => {}} isDemo />
    </Page>
  );
}
