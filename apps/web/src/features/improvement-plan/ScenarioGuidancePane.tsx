import { Button, ChatPanel, Heading, ImprovementSteps, Link, Stack, Text } from '@wattwise/ui';
import { useScenarioGuidance } from './useScenarioGuidance';

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
  const guidance = useScenarioGuidance(siteId, buildingId, scenario.id);
  return (
    <Stack gap="md">
      <Stack direction="row" gap="sm" align="center" wrap>
        <Button variant="ghost" onPress={onBack}>
          Back
        </Button>
        <Heading level={2}>{scenario.title}</Heading>
      </Stack>
      {scenario.informationLink ? (
        <Text>
          <Link href={scenario.informationLink} external>
            More about this scenario
          </Link>
        </Text>
      ) : null}
      <section aria-label="Implementation steps">
        <Stack gap="sm">
          <Heading level={3}>Implementation steps</Heading>
          <ImprovementSteps
            state={guidance.stepState}
            steps={guidance.steps?.improvementSteps}
            onGenerate={() => void guidance.generateSteps()}
          />
        </Stack>
      </section>
      <ChatPanel
        messages={guidance.messages}
        isLoading={guidance.isReplying}
        placeholder={guidance.steps?.followupQuestions[0]}
        onSend={(text) => void guidance.send(text)}
      />
    </Stack>
  );
}
