import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AssistantUnavailableError } from '../../adapters/assistant/index';
import type { Database } from '../../db/schema';
import { answeringAnalysisErrors } from '../../platform/errors/answeringAnalysisErrors';
import { HttpError } from '../../platform/errors/httpError';
import type { Caller } from '../../platform/identity/verify';
import { guidedScenario } from './scenarioGuidance';

/** Without a path the steps are those of the site's first building (designed, as for hide). */
async function pathOrFirstBuilding(db: Kysely<Database>, siteId: string, path?: string) {
  if (path) return path;
  const first = await db
    .selectFrom('buildings')
    .select('id')
    .where('site_id', '=', siteId)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  if (!first) throw new HttpError(404, 'Not Found', 'This site has no building yet.');
  return first.id;
}

/** The assistant did not answer: 502, and the web shows the spec's failure text (analysis §8). */
async function askingAssistant<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AssistantUnavailableError) {
      request.log.warn({ err: error }, 'steps and chat: the assistant did not answer');
      throw new HttpError(502, 'Bad Gateway', error.message);
    }
    throw error;
  }
}

interface StepsInput {
  db: Kysely<Database>;
  caller: Caller | undefined;
  request: FastifyRequest;
  params: { siteId: string; id: string; path?: string };
}

/** Implementation steps of a scenario (analysis §4.4, §7.1): {id} is the scenario. */
export async function steps({ db, caller, request, params }: StepsInput) {
  return answeringAnalysisErrors(async () => {
    const { grounding } = await guidedScenario({
      db,
      accountId: caller?.sub ?? '',
      siteId: params.siteId,
      path: await pathOrFirstBuilding(db, params.siteId, params.path),
      scenarioId: params.id,
    });
    return askingAssistant(request, () => request.server.adapters.assistant.steps(grounding));
  });
}

interface FollowUpInput {
  db: Kysely<Database>;
  caller: Caller | undefined;
  request: FastifyRequest;
  params: { siteId: string; id: string; scenarioId: string };
  body: { prompt: string };
}

/**
 * The chat's reply (analysis §2.4, §4.4): {id} is the building's path; never cached (a POST).
 * Asking changes nothing, so demo visitors may ask too (the contract's changesSite).
 */
export async function followUp({ db, caller, request, params, body }: FollowUpInput) {
  return answeringAnalysisErrors(async () => {
    const { grounding } = await guidedScenario({
      db,
      accountId: caller?.sub ?? '',
      siteId: params.siteId,
      path: params.id,
      scenarioId: params.scenarioId,
    });
    return askingAssistant(request, () =>
      request.server.adapters.assistant.followUp(grounding, body.prompt),
    );
  });
}
