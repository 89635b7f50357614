import { useApiClient, type RouteResponse } from '@wattwise/api';
import type { StepState } from '@wattwise/domain';
import type { ChatMessage } from '@wattwise/ui';
import { useCallback, useRef, useState } from 'react';

/**
 * A scenario's guidance (spec analysis §2.4, §4.4): the implementation steps (idle, loading,
 * error, loaded; generated on request, about 20 s) and the chat, where a message is appended,
 * then the reply, or the message is marked failed (an empty reply counts as failed).
 */
export function useScenarioGuidance(siteId: string, buildingId: string, scenarioId: string) {
  const client = useApiClient();
  const [stepState, setStepState] = useState<StepState>('idle');
  const [steps, setSteps] = useState<RouteResponse<'improvement.steps'> | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [isReplying, setReplying] = useState(false);
  const counter = useRef(0);
  const nextId = () => `m${(counter.current += 1)}`;

  const generateSteps = useCallback(async () => {
    setStepState('loading');
    const result = await client.call('improvement.steps', {
      params: { product: 'predict', siteId, id: scenarioId, path: buildingId },
    });
    if (!result.ok || result.data.improvementSteps.length === 0) {
      setStepState('error');
      return;
    }
    setSteps(result.data);
    setStepState('loaded');
  }, [buildingId, client, scenarioId, siteId]);

  const send = useCallback(
    async (prompt: string) => {
      const id = nextId();
      setMessages((current) => [...current, { id, sender: 'user', message: prompt }]);
      setReplying(true);
      const result = await client.call('improvement.followUp', {
        params: { product: 'predict', siteId, id: buildingId, scenarioId },
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
    [buildingId, client, scenarioId, siteId],
  );

  return { stepState, steps, generateSteps, messages, isReplying, send };
}
