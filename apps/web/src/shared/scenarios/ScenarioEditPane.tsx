import { ErrorState, LoadingState, ScenarioEditForm } from '@wattwise/ui';
import { planMessages } from '@wattwise/domain';
import { useState } from 'react';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { useScenarioEdit } from '../../features/predict-improvement/useImprovementPlan';

/** The one parameter a cost-only scenario has (spec analysis §2.3 'Update Cost'). */
const CAPITAL_COST = 'capitalCost';

export interface ScenarioEditPaneProps {
  siteId: string;
  buildingId: string | null;
  scenarioId: string;
  onSave: (values: Record<string, string | number | boolean | null>) => Promise<string | null>;
  onBack: () => void;
}

/**
 * Edit mode (spec analysis §2.3, §4.2): the form replaces the list; 'Confirm changes' saves and
 * returns to the list, the back button cancels. 'Update Cost' when only the capital cost is editable.
 */
export function ScenarioEditPane({
  siteId,
  buildingId,
  scenarioId,
  onSave,
  onBack,
}: ScenarioEditPaneProps) {
  const { supportEmail } = useRuntimeConfig();
  const edit = useScenarioEdit(siteId, buildingId, scenarioId);
  const [isPending, setPending] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  if (edit.error) return <ErrorState message={edit.error.message} supportEmail={supportEmail} />;
  if (!edit.data) return <LoadingState message={planMessages.loadingData} />;
  const parameters = edit.data.parameterGroups.flatMap((g) => g.parameters);
  const costOnly = parameters.length === 1 && parameters[0]?.property === CAPITAL_COST;
  return (
    <>
      {saveError ? <ErrorState message={saveError} /> : null}
      <ScenarioEditForm
        title={edit.data.title}
        description={edit.data.description}
        howToLink={edit.data.howToLink}
        parameterGroups={edit.data.parameterGroups}
        costOnly={costOnly}
        isPending={isPending}
        onBack={onBack}
        onConfirm={(values) => {
          setPending(true);
          setSaveError(null);
          void onSave(values).then((error) => {
            setPending(false);
            if (error) setSaveError(error);
            else onBack();
          });
        }}
      />
    </>
  );
}
