import type { RouteDef } from '../routeDef';
import { accountRoutes } from './accountRoutes';
import { dataRoutes } from './dataRoutes';
import { diagnoseRoutes } from './diagnoseRoutes';
import { estateRoutes } from './estateRoutes';
import { mapRoutes } from './mapRoutes';
import { meterRoutes } from './meterRoutes';
import { optimiseScenarioRoutes } from './optimiseScenarioRoutes';
import { parameterRoutes } from './parameterRoutes';
import { predictImprovementRoutes } from './predictImprovementRoutes';
import { registrationRoutes } from './registrationRoutes';
import { siteRoutes } from './siteRoutes';
import { spatialRoutes } from './spatialRoutes';

/** Every call of the contract (shell §7, analysis §7), one entry per method and path. */
export const routes = [
  ...siteRoutes,
  ...accountRoutes,
  ...registrationRoutes,
  ...meterRoutes,
  ...spatialRoutes,
  ...mapRoutes,
  ...optimiseScenarioRoutes,
  ...predictImprovementRoutes,
  ...diagnoseRoutes,
  ...dataRoutes,
  ...parameterRoutes,
  ...estateRoutes,
] as const satisfies readonly RouteDef[];
