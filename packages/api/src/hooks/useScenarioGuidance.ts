import type { ChatSender, StepState } from '@wattwise/domain';
import { useCallback, useRef, useState } from 'react';
import type { RouteResponse } from '../contract';
import { useApiClient } from './ApiClientProvider';

/** A chat message of the guidance panel (analysis §3 'Chat message'); failed when unsent. */
export interface GuidanceMessage {
  id: string;
  sender: ChatSender;
  message: string;
  failed?: boolean;
}

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
 * the chat, where a message is appended, then the reply, or the message is marked failed (an
 * empty reply counts as failed).
 */
export function useScenarioGuidance({ product, siteId, path, scenarioId }: ScenarioGuidanceTarget) {
  const client = useApiClient();
  const [stepState, setStepState] = useState<StepState>('idle');
  const [steps, setSteps] = useState<RouteResponse<'improvement.steps'> | null>(null);
  const [messages, setMessages] = useState<GuidanceMessage[]>([]);
  const [isReplying, setReplying] = useState(false);
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
      const id = nextId();
      setMessages((current) => [...current, { id, sender: 'user', message: prompt }]);
      setReplying(true);
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
      setReplying(false);
      const reply = result.ok ? result.data.join(' ').trim() : '';
      if (reply === '') {
        setMessages((current) => current.map((m) => (m.id === id ? { ...m, failed: true } : m)));
        return;
      }
      setMessages((current) => [...current, { id: nextId(), sender: 'ai', message: reply }]);
    },
    [client, path, product, scenarioId, siteId],
  );

  return { stepState, steps, generateSteps, messages, isReplying, send };
}
