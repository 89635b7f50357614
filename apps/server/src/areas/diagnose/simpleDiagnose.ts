import { sql, type Kysely } from 'kysely';
import { diagnoseMessages } from '@wattwise/domain';
import type { Database } from '../../db/schema';
import {
  analysisNotFound,
  analysisNotReady,
  AnalysisRequestError,
} from '../../platform/errors/analysisErrors';
import { analysedSite } from './analysisBuildings';
import { diagnoseSite, type DiagnosisView } from './diagnose';

/** Seconds a visitor waits before asking again while the building is being modelled (designed). */
const STILL_MODELLING_RETRY_SECONDS = 2;

/** The simple diagnose data of analysis §3 ("Simple diagnose data"). */
export interface SimpleDiagnosisView {
  buildingName: string;
  centreCoordinate: [number, number];
  kpis: DiagnosisView['kpis'];
  enteredRating: DiagnosisView['enteredRating'];
  diagnoseMetrics: DiagnosisView['diagnoseMetrics'];
}

export interface SimpleDiagnoseRequest {
  siteData: string;
  diagnoseMetric?: string;
  potentialMetric?: string;
}

/**
 * The site a site data string names (shell §3: the opaque string the simple registration
 * answers). Only simple (SIMPLE_PREDICT) sites answer: a signed-in product's site data never
 * opens its figures to anonymous visitors.
 */
export async function simpleSiteId(db: Kysely<Database>, siteData: string): Promise<string> {
  const site = await db
    .selectFrom('sites')
    .select('id')
    .where(sql<string>`summary ->> 'siteData'`, '=', siteData)
    .where('product', '=', 'SIMPLE_PREDICT')
    .executeTakeFirst();
  if (!site) throw analysisNotFound('No simple diagnose site matches this site data.');
  return site.id;
}

/**
 * `POST /api/predict/simplediagnose` (analysis §2.2, §3, §7.2): the diagnosis of the building the
 * simple flow registered, read from the stored results of its model run (the engine computed
 * them in the "model building" job; no physics here). While the run is queued or running the
 * answer is 503 with Retry-After; a failed run answers the spec's modelling error.
 */
export async function simpleDiagnosis(
  db: Kysely<Database>,
  request: SimpleDiagnoseRequest,
): Promise<SimpleDiagnosisView> {
  const siteId = await simpleSiteId(db, request.siteData);
  const { buildings } = await analysedSite(db, siteId);
  const building = buildings[0];
  if (!building) throw analysisNotFound('The simple diagnose site has no building.');
  if (!building.results) {
    if (building.running === 'ERROR') {
      throw new AnalysisRequestError('MODEL_FAILED', diagnoseMessages.modelError, {
        energyModelRunning: 'ERROR',
      });
    }
    throw analysisNotReady(
      'Your building is still being modelled. Try again in a few seconds.',
      STILL_MODELLING_RETRY_SECONDS,
    );
  }
  const diagnosis = await diagnoseSite(db, {
    siteId,
    allMetrics: true,
    ...(request.diagnoseMetric ? { diagnoseMetric: request.diagnoseMetric } : {}),
    ...(request.potentialMetric ? { potentialMetric: request.potentialMetric } : {}),
  });
  const centre = building.building.centre;
  return {
    buildingName: building.building.name,
    centreCoordinate: [centre[0], centre[1]],
    kpis: diagnosis.kpis,
    enteredRating: diagnosis.enteredRating,
    diagnoseMetrics: diagnosis.diagnoseMetrics,
  };
}
