import { scenarioStepsSchema } from '@wattwise/api/contract';
import {
  AssistantUnavailableError,
  type Assistant,
  type ScenarioGrounding,
  type ScenarioSteps,
} from './assistant';

export interface LlmSettings {
  /** An OpenAI-compatible API root, e.g. https://host/v1 (POST {baseUrl}/chat/completions). */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Generation takes about 20 s (analysis §4.4); give up after this. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const SYSTEM = [
  'You are the improvement guide of WattWise, a UK building-energy product.',
  "Answer only from the JSON facts given: they are this building's figures computed by the WattWise engine.",
  'Quote those figures (GBP with £, kWh, kg CO2e, EPC bands) rather than generic ones, and say so when the facts do not cover a question.',
  'Never invent grants, prices or ratings that are not in the facts.',
].join(' ');

const STEPS_FORMAT =
  'Reply with one JSON object only: {"improvementSteps":[{"title":string,"text":string,"subSteps":[string],"imageURLs":[],"linkURL":null}],"followupQuestions":[string]} with 3 to 6 steps in order and 3 to 5 short follow-up questions a building owner might ask.';

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/** The production steps and chat: any OpenAI-compatible endpoint given the same grounding. */
export function createLlmAssistant(settings: LlmSettings): Assistant {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const doFetch = settings.fetch ?? fetch;
  const host = new URL(base).host;

  async function complete(
    messages: { role: 'system' | 'user'; content: string }[],
    json: boolean,
  ): Promise<string> {
    let response: Response;
    try {
      response = await doFetch(`${base}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          temperature: 0.2,
          messages,
          ...(json ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 60_000),
      });
    } catch (error) {
      throw new AssistantUnavailableError(`The language model at ${host} did not answer.`, {
        cause: error,
      });
    }
    if (!response.ok) {
      throw new AssistantUnavailableError(
        `The language model at ${host} answered HTTP ${response.status}.`,
      );
    }
    const body = (await response.json().catch(() => null)) as ChatCompletion | null;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') {
      throw new AssistantUnavailableError(`The language model at ${host} sent an empty reply.`);
    }
    return content;
  }

  const facts = (g: ScenarioGrounding) =>
    `Facts (JSON): ${JSON.stringify({ building: g.building, scenario: g.scenario })}`;

  return {
    kind: 'llm',
    description: `steps and chat: OpenAI-compatible endpoint ${host} (model ${settings.model})`,
    async steps(g): Promise<ScenarioSteps> {
      const content = await complete(
        [
          { role: 'system', content: `${SYSTEM} ${STEPS_FORMAT}` },
          {
            role: 'user',
            content: `${facts(g)}\nWrite the implementation steps of "${g.scenario.title}" for this building.`,
          },
        ],
        true,
      );
      const fenced = content.replace(/^```(?:json)?\s*|\s*```$/g, '');
      let parsed: unknown;
      try {
        parsed = JSON.parse(fenced);
      } catch (error) {
        throw new AssistantUnavailableError('The language model did not send JSON steps.', {
          cause: error,
        });
      }
      const checked = scenarioStepsSchema.safeParse(parsed);
      if (!checked.success || checked.data.improvementSteps.length === 0) {
        throw new AssistantUnavailableError('The language model sent steps of the wrong shape.');
      }
      return {
        improvementSteps: checked.data.improvementSteps.map((step) => ({
          ...step,
          imageURLs: [],
        })),
        followupQuestions: checked.data.followupQuestions,
      };
    },
    async followUp(g, prompt): Promise<string[]> {
      const content = await complete(
        [
          { role: 'system', content: SYSTEM },
          {
            role: 'user',
            content: `${facts(g)}\nA question about "${g.scenario.title}" on this building: ${prompt}`,
          },
        ],
        false,
      );
      return content
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter((paragraph) => paragraph.length > 0);
    },
  };
}
