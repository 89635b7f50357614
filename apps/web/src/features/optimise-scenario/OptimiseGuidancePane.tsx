import { useScenarioGuidance } from '@wattwise/api';
import { ScenarioGuidance } from '@wattwise/ui';

export interface OptimiseGuidancePaneProps {
  siteId: string;
  path: string;
  scenario: { id: string; title: string; informationLink?: string | null };
  onBack: () => void;
}

/** A scenario's guidance panel on the Optimise scenarios (spec analysis §2.3, §2.4 'Ask Optimise', §4.4). */
export function OptimiseGuidancePane({
  siteId,
  path,
  scenario,
  onBack,
}: OptimiseGuidancePaneProps) {
  const guidance = useScenarioGuidance({
    product: 'optimise',
    siteId,
    path,
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
