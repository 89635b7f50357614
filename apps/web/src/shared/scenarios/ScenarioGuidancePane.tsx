import { useScenarioGuidance } from '@wattwise/api';
import { ScenarioGuidance } from '@wattwise/ui';

export interface ScenarioGuidancePaneProps {
  siteId: string;
  buildingId: string;
  scenario: { id: string; title: string; informationLink?: string | null };
  onBack: () => void;
}

/**
 * A scenario's guidance panel (spec analysis §2.3 'more info', §2.4, §4.4): its implementation
 * steps, generated on request, and the chat about it. It replaces the list; Back returns to it.
 */
export function ScenarioGuidancePane({
  siteId,
  buildingId,
  scenario,
  onBack,
}: ScenarioGuidancePaneProps) {
  const guidance = useScenarioGuidance({
    product: 'predict',
    siteId,
    path: buildingId,
    scenarioId: scenario.id,
  });
  return (
    <ScenarioGuidance
      title={scenario.title}
      informationLink={scenario.informationLink}
      stepState={guidance.stepState}
      steps={guidance.steps?.improvementSteps}
      onGenerateSteps={() => void guidance.generateSteps()}
      messages={guidance.messages}
      isReplying={guidance.isReplying}
      placeholder={guidance.steps?.followupQuestions[0]}
      onSend={(text) => void guidance.send(text)}
      onBack={onBack}
    />
  );
}
