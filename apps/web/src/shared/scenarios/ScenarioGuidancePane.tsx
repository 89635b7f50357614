import { useScenarioGuidance, type ProductSegment } from '@wattwise/api';
import { chatPlaceholder } from '@wattwise/domain';
import { ScenarioGuidance } from '@wattwise/ui';

export interface ScenarioGuidancePaneProps {
  product: ProductSegment;
  siteId: string;
  /** The node's spatial path: a building id on the Predict plan, any level on Optimise. */
  path: string;
  scenario: { id: string; title: string; informationLink?: string | null };
  onBack: () => void;
}

/**
 * A scenario's guidance panel on the Predict plan and the Optimise scenarios (spec analysis
 * §2.3 'more info', §2.4 'Ask Optimise', §4.4): its implementation steps, generated on request,
 * and the chat about it, both asked of the product's own calls. It replaces the list; Back
 * returns to it.
 */
export function ScenarioGuidancePane({
  product,
  siteId,
  path,
  scenario,
  onBack,
}: ScenarioGuidancePaneProps) {
  const guidance = useScenarioGuidance({ product, siteId, path, scenarioId: scenario.id });
  return (
    <ScenarioGuidance
      title={scenario.title}
      informationLink={scenario.informationLink}
      stepState={guidance.stepState}
      steps={guidance.steps?.improvementSteps}
      onGenerateSteps={() => void guidance.generateSteps()}
      messages={guidance.messages}
      isReplying={guidance.isReplying}
      placeholder={chatPlaceholder(guidance.steps?.followupQuestions ?? [])}
      onSend={(text) => void guidance.send(text)}
      onBack={onBack}
    />
  );
}
