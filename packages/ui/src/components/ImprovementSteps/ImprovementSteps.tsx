import type { Ref } from 'react';
import { SCENARIO_STEPS_SECONDS, planMessages, type StepState } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import { ErrorState } from '../StateMessage/StateMessage';
import * as css from './ImprovementSteps.css';

export interface ImprovementStep {
  title: string;
  text: string;
  subSteps?: readonly string[];
  linkURL?: string | null;
}

export interface ImprovementStepsProps {
  state: StepState;
  steps?: readonly ImprovementStep[];
  onGenerate: () => void;
  generateLabel?: string;
  /** The element shown for the current state (the hint, the dots, the error or the list). */
  ref?: Ref<HTMLElement>;
}

/** AI implementation steps of a scenario: idle (generate), loading (~20 s), error, loaded. */
export function ImprovementSteps({
  state,
  steps = [],
  onGenerate,
  generateLabel = 'Generate implementation steps',
  ref,
}: ImprovementStepsProps) {
  if (state === 'idle') {
    return (
      <div ref={ref as Ref<HTMLDivElement>} className={css.idle}>
        <p className={css.hint}>{`Generation takes about ${SCENARIO_STEPS_SECONDS} seconds.`}</p>
        <Button onPress={onGenerate}>{generateLabel}</Button>
      </div>
    );
  }
  if (state === 'loading')
    return (
      <LoadingDots ref={ref as Ref<HTMLSpanElement>} label="Generating implementation steps" />
    );
  if (state === 'error')
    return (
      <ErrorState
        ref={ref as Ref<HTMLDivElement>}
        message={planMessages.stepsFailed}
        action={
          <Button variant="secondary" onPress={onGenerate}>
            Try again
          </Button>
        }
      />
    );
  return (
    <ol ref={ref as Ref<HTMLOListElement>} className={css.list}>
      {steps.map((step) => (
        <li key={step.title} className={css.item}>
          <h4 className={css.title}>{step.title}</h4>
          <p className={css.text}>{step.text}</p>
          {step.subSteps && step.subSteps.length > 0 ? (
            <ul className={css.sub}>
              {step.subSteps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ) : null}
          {step.linkURL ? (
            <Link href={step.linkURL} external>
              Find out more
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
