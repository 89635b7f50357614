import type { Assistant } from './assistant';
import { createGroundedAssistant } from './groundedAssistant';
import { createLlmAssistant } from './llmAssistant';

export type { Assistant, ScenarioGrounding } from './assistant';
export { AssistantUnavailableError } from './assistant';

export interface AssistantSettings {
  /** LLM_BASE_URL: an OpenAI-compatible API root; the built-in grounded guide while unset. */
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  /** LLM_MODEL; required with LLM_BASE_URL (no default model is guessed). */
  llmModel: string | undefined;
}

/** Steps and chat: an OpenAI-compatible endpoint when LLM_BASE_URL and LLM_MODEL are set, else the grounded guide. */
export function createAssistant(settings: AssistantSettings): Assistant {
  if (settings.llmBaseUrl) {
    if (!settings.llmModel) throw new Error('LLM_MODEL is required when LLM_BASE_URL is set.');
    return createLlmAssistant({
      baseUrl: settings.llmBaseUrl,
      apiKey: settings.llmApiKey,
      model: settings.llmModel,
    });
  }
  return createGroundedAssistant();
}
