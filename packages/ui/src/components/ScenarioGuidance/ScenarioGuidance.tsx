import type { Ref } from 'react';
import type { StepState } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { ChatPanel, type ChatMessage } from '../ChatPanel/ChatPanel';
import { ImprovementSteps, type ImprovementStep } from '../ImprovementSteps/ImprovementSteps';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { Heading, Text } from '../Text/Text';

export interface ScenarioGuidanceProps {
  title: string;
  informationLink?: string | null;
  stepState: StepState;
  steps?: readonly ImprovementStep[];
  onGenerateSteps: () => void;
  messages: readonly ChatMessage[];
  isReplying?: boolean;
  /** An example question from the follow-up suggestions. */
  placeholder?: string;
  /** The chat panel's title ('Ask Optimise' by default). */
  chatTitle?: string;
  onSend: (text: string) => void;
  onBack: () => void;
  ref?: Ref<HTMLElement>;
}

/**
 * A scenario's guidance panel (spec analysis §2.3, §2.4, §4.4), shared by the Predict plan and
 * the Optimise scenarios: its implementation steps, generated on request, and the chat about it.
 * It replaces the list; Back returns to it.
 */
export function ScenarioGuidance({
  title,
  informationLink,
  stepState,
  steps,
  onGenerateSteps,
  messages,
  isReplying = false,
  placeholder,
  chatTitle,
  onSend,
  onBack,
  ref,
}: ScenarioGuidanceProps) {
  return (
    <Stack ref={ref} gap="md">
      <Stack direction="row" gap="sm" align="center" wrap>
        <Button variant="ghost" onPress={onBack}>
          Back
        </Button>
        <Heading level={2}>{title}</Heading>
      </Stack>
      {informationLink ? (
        <Text>
          <Link href={informationLink} external>
            More about this scenario
          </Link>
        </Text>
      ) : null}
      <section aria-label="Implementation steps">
        <Stack gap="sm">
          <Heading level={3}>Implementation steps</Heading>
          <ImprovementSteps state={stepState} steps={steps} onGenerate={onGenerateSteps} />
        </Stack>
      </section>
      <ChatPanel
        messages={messages}
        isLoading={isReplying}
        placeholder={placeholder}
        title={chatTitle}
        onSend={onSend}
      />
    </Stack>
  );
}
