// One SWR hook per cached call of the route table (every GET, plus the cached PUT/POST look-ups:
// EPC check, simple diagnose, batch reverse geocoding). Names are `use` + the route name in
// PascalCase (the hooks test names them); the hooks test checks that every cached route has its hook here.
import { createRouteHook } from './createRouteHook';

/** GET /api/user/site/list: The signed-in user's sites, as site summaries. */
export const useUserSiteList = createRouteHook('user.site.list');
/** GET /api/user/site/stubs: The signed-in user's sites, as stubs for the site switcher. */
export const useUserSiteStubs = createRouteHook('user.site.stubs');
/** GET /api/user/site: The signed-in user's default site. */
export const useUserSiteDefault = createRouteHook('user.site.default');
/** GET /api/user/mapsummary: Pins for the home 'Show on map' view. */
export const useUserMapsummary = createRouteHook('user.mapsummary');
/** GET /api/buildingdata/get-building-types: Building types as a map of key to label; hidden=true includes hidden types. */
export const useBuildingdataBuildingTypes = createRouteHook('buildingdata.buildingTypes');
/** GET /api/predict/{siteId}/pdf: PDF report of a Predict site (paid sites only, shell §6). */
export const usePredictPdf = createRouteHook('predict.pdf');
/** GET /api/optimise/{siteId}/pdf: PDF report of an Optimise site. */
export const useOptimisePdf = createRouteHook('optimise.pdf');
/** GET /api/user/profileLogo: The user's profile logo; null when none is stored. */
export const useUserProfileLogoGet = createRouteHook('user.profileLogo.get');
/** GET /api/user/site/logo/{siteId}: The site logo; null when none is stored (204 or empty). */
export const useUserSiteLogoGet = createRouteHook('user.site.logo.get');
/** GET /api/buildingdata/get-suppliers: Energy suppliers for the meter-check step. */
export const useBuildingdataSuppliers = createRouteHook('buildingdata.suppliers');
/** GET /api/buildingdata/{buildingType}/get-spaces: Space types offered in the room breakdown of a building type. */
export const useBuildingdataSpaces = createRouteHook('buildingdata.spaces');
/** PUT /api/predict/simplediagnose/checkaddress: Look up certificates for the building's address (EPC check step). */
export const usePredictSimplediagnoseCheckAddress = createRouteHook(
  'predict.simplediagnose.checkAddress',
);
/** GET /api/predict/register/allowance: Whether the signed-in user may start a new Predict site (the free-tier rule). */
export const usePredictRegisterAllowance = createRouteHook('predict.register.allowance');
/** GET /api/predict/simplediagnose/registrationdata: The registration saved under a site data string. */
export const usePredictSimplediagnoseRegistrationData = createRouteHook(
  'predict.simplediagnose.registrationData',
);
/** GET /api/user/electralink/addressSearch: Search the metering database by address and post code; a 502 means the metering provider did not answer. */
export const useUserElectralinkAddressSearch = createRouteHook('user.electralink.addressSearch');
/** GET /api/user/electralink/meterCheck: Check whether a meter is a half-hourly smart meter we can read; a 502 means the provider did not answer. */
export const useUserElectralinkMeterCheck = createRouteHook('user.electralink.meterCheck');
/** GET /api/spatialstructure/{siteId}: The spatial tree of a site (buildings, blocks, floors, zones, spaces). */
export const useSpatialTree = createRouteHook('spatial.tree');
/** GET /api/blob/{siteId}/glb/{name}: A glb 3D model of a node. */
export const useBlobGlb = createRouteHook('blob.glb');
/** GET /api/blob/{siteId}/frag/{path}: A frag (IFC fragments) model of a node. */
export const useBlobFrag = createRouteHook('blob.frag');
/** GET /api/blob/{siteId}/jpg/{path}: A 360 photo of a node. */
export const useBlobJpg = createRouteHook('blob.jpg');
/** GET /api/geocoding/search: Search addresses and post codes in Great Britain. */
export const useGeocodingSearch = createRouteHook('geocoding.search');
/** GET /api/geocoding/reverse: Addresses at a point, nearest first. */
export const useGeocodingReverse = createRouteHook('geocoding.reverse');
/** POST /api/geocoding/reverse/batch: The nearest address of each point. */
export const useGeocodingReverseBatch = createRouteHook('geocoding.reverseBatch');
/** GET /api/elevation/{z}/{x}/{y}: A terrain elevation tile for the 3D map. */
export const useElevationTile = createRouteHook('elevation.tile');
/** GET /opendata/{site}/address/{id}: Certificates (EPC or DEC) of a building from the open-data register. */
export const useOpendataCertificates = createRouteHook('opendata.certificates');
/** GET /api/outlines: Building outlines in a bounding box, as GeoJSON. */
export const useOutlinesInBox = createRouteHook('outlines.inBox');
/** GET /api/optimise/improvement/{siteId}/{path}: Scenarios of the Optimise improvement view for a node and granularity. */
export const useOptimiseImprovement = createRouteHook('optimise.improvement');
/** GET /api/optimise/improvement/overview/{siteId}/{path}: KPIs, areas for improvement and potential savings of a node. */
export const useOptimiseImprovementOverview = createRouteHook('optimise.improvement.overview');
/** GET /api/optimise/scenario/list/{siteId}/{path}: Recommended and completed scenarios of a node. */
export const useOptimiseScenarioList = createRouteHook('optimise.scenario.list');
/** GET /api/optimise/scenario/potential/{siteId}/{path}: Results of the selected scenarios (semicolon-separated ids). */
export const useOptimiseScenarioPotential = createRouteHook('optimise.scenario.potential');
/** GET /api/optimise/scenario/edit/{siteId}/{path}/{scenarioId}: Form data to edit a scenario. */
export const useOptimiseScenarioEditGet = createRouteHook('optimise.scenario.edit.get');
/** GET /api/optimise/scenario/timeline/{siteId}/{x}: Timeline of the selected scenarios for a day or week. */
export const useOptimiseScenarioTimeline = createRouteHook('optimise.scenario.timeline');
/** GET /api/optimise/scenario/improvementSteps/{siteId}/{id}[/{path}]: Implementation steps and follow-up questions of a scenario (about 20 s to generate). */
export const useOptimiseScenarioSteps = createRouteHook('optimise.scenario.steps');
/** GET /api/predict/improvement/list/{siteId}/{path}: Scenarios of the Predict improvement plan, with the ids reaching each target rating. */
export const usePredictImprovementList = createRouteHook('predict.improvement.list');
/** GET /api/predict/improvement/potential/{siteId}/{path}: Results of the selected scenarios (semicolon-separated ids). */
export const usePredictImprovementPotential = createRouteHook('predict.improvement.potential');
/** GET /api/predict/improvement/edit/{siteId}/{path}/{scenarioId}: Form data to edit a scenario ('Edit Scenario' or 'Update Cost'). */
export const usePredictImprovementEditGet = createRouteHook('predict.improvement.edit.get');
/** GET /api/predict/improvement/target/{siteId}/{buildingId}: The best rating the scenarios can reach towards a target (for the EPC wizard). */
export const usePredictImprovementTarget = createRouteHook('predict.improvement.target');
/** GET /api/{product}/improvement/improvementSteps/{siteId}/{id}[/{path}]: Implementation steps and follow-up questions of a scenario (Predict; Optimise uses optimise.scenario.steps). */
export const useImprovementSteps = createRouteHook('improvement.steps');
/** GET /api/{product}/diagnose/{siteId}[/{buildingId}]: Actual, diagnose and potential of a site or building under the chosen schemes. */
export const useDiagnose = createRouteHook('diagnose');
/** GET /api/diagnose/schemes: The benchmark schemes the Scheme selector offers. */
export const useDiagnoseSchemes = createRouteHook('diagnose.schemes');
/** POST /api/predict/simplediagnose: Diagnosis of the simple (no sign-in) flow. */
export const usePredictSimplediagnose = createRouteHook('predict.simplediagnose');
/** GET /api/tariffs/{siteId}/{optional}/: Suggested tariffs for the diagnose and potential usage. */
export const useTariffs = createRouteHook('tariffs');
/** GET /api/predict/validate/overview/{siteId}: Observed against predicted consumption of a site. */
export const usePredictValidateOverview = createRouteHook('predict.validate.overview');
/** GET /api/predict/validate/kpis/{siteId}[/{path}]: KPI cards of the validate screen (yearly). */
export const usePredictValidateKpis = createRouteHook('predict.validate.kpis');
/** GET /api/data/{siteId}/{stimulus}: Data points of a stimulus over the whole site. */
export const useDataSeriesSite = createRouteHook('data.series.site');
/** GET /api/data/{siteId}/{path}/{stimulus}: Data points of a stimulus at a building, floor or space. */
export const useDataSeriesNode = createRouteHook('data.series.node');
/** GET /api/data/interventions/{siteId}[/{path}]: Interventions in a date range, for graph markers. */
export const useDataInterventionsList = createRouteHook('data.interventions.list');
/** GET /api/data/stimulus/{siteId}/{path}: Label and unit of each stimulus measured at a node. */
export const useDataStimulus = createRouteHook('data.stimulus');
/** GET /api/events/{siteId}[/{path}]: System events of a site, optionally of one type. */
export const useEventsList = createRouteHook('events.list');
/** GET /api/predict/parameters/{siteId}/{path}: Editable model inputs of a building, grouped by category. */
export const usePredictParametersGet = createRouteHook('predict.parameters.get');
/** GET /api/predict/schedules/spaces/{siteId}/{path}: Spaces of a site that have schedules. */
export const usePredictSchedulesSpaces = createRouteHook('predict.schedules.spaces');
/** GET /api/predict/schedules/{siteId}/{path}: Schedules of a space. */
export const usePredictSchedulesGet = createRouteHook('predict.schedules.get');
/** GET /api/predict/model-inputs/{siteId}/{buildingId}: The engine's inputs of a building. */
export const usePredictModelInputs = createRouteHook('predict.modelInputs');
/** GET /api/data/meterdata/{siteId}: A site's meters, for the data page's upload and export. */
export const useDataMeterDataMeters = createRouteHook('data.meterData.meters');
/** GET /api/data/export/{siteId}/{table}: Export a site's readings, model series, plan or KPIs as CSV. */
export const useDataExportCsv = createRouteHook('data.export.csv');
/** GET /api/estate: The caller's sites at a glance: monthly energy, cost and carbon against the year before, intensity ranking, plan totals and EPC compliance. */
export const useEstateOverview = createRouteHook('estate.overview');
/** GET /api/estate/csv: The estate at a glance as CSV (months, ranking, plans, compliance). */
export const useEstateCsv = createRouteHook('estate.csv');
/** GET /api/estate/pdf: The estate at a glance as a PDF report. */
export const useEstatePdf = createRouteHook('estate.pdf');
/** GET /api/estate/readings: Every reading of the estate's meters as CSV, filtered like the page, streamed. */
export const useEstateReadingsCsv = createRouteHook('estate.readings.csv');
/** GET /api/estate/export/{table}: Each site's model series, plan or KPIs for the caller's (filtered) estate as CSV, streamed. */
export const useEstateExportCsv = createRouteHook('estate.export.csv');
