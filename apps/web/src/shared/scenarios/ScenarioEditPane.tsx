import {
  useOptimiseScenarioEditGet,
  usePredictImprovementEditGet,
  type ProductSegment,
} from '@wattwise/api';
import { planMessages } from '@wattwise/domain';
import { ErrorState, LoadingState, ScenarioEditForm } from '@wattwise/ui';
import { useState } from 'react';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';

/** The one parameter a cost-only scenario has (spec analysis §2.3 'Update Cost'). */
const CAPITAL_COST = 'capitalCost';

/** The edit form's data of one scenario, from the product's own call (GET .../edit/...). */
function useScenarioEditForm(
  product: ProductSegment,
  node: { siteId: string; path: string; scenarioId: string },
) {
  const predict = usePredictImprovementEditGet(product === 'predict' ? { params: node } : null);
  const optimise = useOptimiseScenarioEditGet(product === 'optimise' ? { params: node } : null);
  return product === 'predict' ? predict : optimise;
}

export interface ScenarioEditPaneProps {
  product: ProductSegment;
  siteId: string;
  /** The node's spatial path: a building id on the Predict plan, any level on Optimise. */
  path: string;
  scenarioId: string;
  /** Saves the values with the product's edit call; answers the error message, or null. */
  onSave: (values: Record<string, string | number | boolean | null>) => Promise<string | null>;
  onBack: () => void;
}

/**
 * Edit mode of a scenario (spec analysis §2.3, §4.2), on the Predict plan and the Optimise
 * scenarios: the form replaces the list; 'Confirm changes' saves, the scenario's indicators
 * refresh and the view returns to the list; the back button cancels. 'Update Cost' when only the
 * capital cost is editable.
 */
export function ScenarioEditPane({
  product,
  siteId,
  path,
  scenarioId,
  onSave,
  onBack,
}: ScenarioEditPaneProps) {
  const { supportEmail } = useRuntimeConfig();
  const edit = useScenarioEditForm(product, { siteId, path, scenarioId });
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
