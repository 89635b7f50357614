import { chatReducer, INITIAL_CHAT, type ChatEntry, type StepState } from '@wattwise/domain';
import { useCallback, useReducer, useRef, useState } from 'react';
import type { RouteResponse } from '../contract';
import { useApiClient } from './ApiClientProvider';

export interface ScenarioGuidanceTarget {
  product: 'predict' | 'optimise';
  siteId: string;
  /** The node's spatial path (a building id for Predict). */
  path: string;
  scenarioId: string;
}

/**
 * A scenario's guidance (analysis §2.4, §4.4), for the Predict plan and the Optimise scenarios:
 * the implementation steps (idle, loading, error, loaded; generated on request, about 20 s) and
 * the chat (the domain's chatReducer: a message is appended, then the reply, or the message is
 * marked failed; an empty reply counts as failed).
 */
export function useScenarioGuidance({ product, siteId, path, scenarioId }: ScenarioGuidanceTarget) {
  const client = useApiClient();
  const [stepState, setStepState] = useState<StepState>('idle');
  const [steps, setSteps] = useState<RouteResponse<'improvement.steps'> | null>(null);
  const [chat, dispatch] = useReducer(chatReducer, INITIAL_CHAT);
  const counter = useRef(0);
  const nextId = () => `m${(counter.current += 1)}`;

  const generateSteps = useCallback(async () => {
    setStepState('loading');
    const result =
      product === 'optimise'
        ? await client.call('optimise.scenario.steps', {
            params: { siteId, id: scenarioId, path },
          })
        : await client.call('improvement.steps', {
            params: { product, siteId, id: scenarioId, path },
          });
    if (!result.ok || result.data.improvementSteps.length === 0) {
      setStepState('error');
      return;
    }
    setSteps(result.data);
    setStepState('loaded');
  }, [client, path, product, scenarioId, siteId]);

  const send = useCallback(
    async (prompt: string) => {
      dispatch({ type: 'sent', id: nextId(), message: prompt });
      const result =
        product === 'optimise'
          ? await client.call('optimise.scenario.followUp', {
              params: { siteId, id: path, scenarioId },
              body: { prompt },
            })
          : await client.call('improvement.followUp', {
              params: { product, siteId, id: path, scenarioId },
              body: { prompt },
            });
      if (!result.ok) dispatch({ type: 'failed' });
      else dispatch({ type: 'replied', id: nextId(), reply: result.data.join(' ').trim() });
    },
    [client, path, product, scenarioId, siteId],
  );

  const messages: readonly ChatEntry[] = chat.entries;
  return {
    stepState,
    steps,
    generateSteps,
    messages,
    isReplying: chat.loading,
    send,
  };
}
