import { describe, expect, it } from 'vitest';
import type { RouteDef } from './routeDef';
import { buildOpenApiDocument, contractEntities, routes } from './index';

const table: readonly RouteDef[] = routes;

/**
 * Every call of both spec files, copied as written (method, then path; queries dropped).
 * shell = shell-home-sites-registration.md §7; analysis = analysis-screens.md §7.1–7.6.
 */
const specCalls = [
  // shell §7 table
  'GET /api/predict/{siteId}/pdf',
  'GET /api/optimise/{siteId}/pdf',
  'GET /api/spatialstructure/{siteId}',
  'PUT /api/predict/register/addMpan/{siteId}/{path}',
  'GET /api/user/site',
  'GET /api/user/site/list',
  'GET /api/user/site/stubs',
  'DELETE /api/user/site/delete/{siteId}',
  'GET /api/user/mapsummary',
  'GET /api/user/profileLogo',
  'POST /api/user/profileLogo',
  'GET /api/user/site/logo/{siteId}',
  'POST /api/user/site/logo/{siteId}',
  'GET /api/user/electralink/addressSearch',
  'GET /api/user/electralink/meterCheck',
  'GET /api/buildingdata/get-suppliers',
  'GET /api/buildingdata/get-building-types',
  'GET /api/buildingdata/{buildingType}/get-spaces',
  'PUT /api/predict/simplediagnose/checkaddress',
  'PUT /api/predict/register',
  'PUT /api/predict/register/{siteId}',
  'PUT /api/predict/simplediagnose/registration',
  'GET /api/predict/simplediagnose/registrationdata',
  'POST /api/user/site/upgradeToPremium/{a}/{b}',
  'POST /api/payments/upgrade/{siteId}',
  'GET /api/blob/{siteId}/glb/{name}',
  'GET /api/blob/{siteId}/frag/{path}',
  'GET /api/blob/{siteId}/jpg/{path}',
  // shell §7 prose
  'GET /opendata/{site}/address/{id}',
  // analysis §7.1
  'GET /api/optimise/improvement/{siteId}/{path}',
  'GET /api/optimise/improvement/overview/{siteId}/{path}',
  'GET /api/predict/validate/overview/{siteId}',
  'GET /api/optimise/scenario/list/{siteId}/{path}',
  'GET /api/predict/improvement/list/{siteId}/{path}',
  'GET /api/optimise/scenario/potential/{siteId}/{path}',
  'GET /api/predict/improvement/potential/{siteId}/{path}',
  'GET /api/optimise/scenario/edit/{siteId}/{path}/{scenarioId}',
  'GET /api/predict/improvement/edit/{siteId}/{path}/{scenarioId}',
  'POST /api/optimise/scenario/edit/{siteId}/{scenarioId}/{path}',
  'POST /api/predict/improvement/edit/{siteId}/{scenarioId}/{path}',
  'POST /api/optimise/scenario/implement/{siteId}/{path}/{scenarioId}',
  'POST /api/predict/improvement/hide/{siteId}/{scenarioId}[/{path}]',
  'POST /api/predict/improvement/complete/{siteId}/{scenarioId}[/{path}]',
  'GET /api/predict/improvement/target/{siteId}/{buildingId}',
  'GET /api/optimise/scenario/timeline/{siteId}/{x}',
  'GET /api/{product}/improvement/improvementSteps/{siteId}/{id}[/{path}]',
  'GET /api/optimise/scenario/improvementSteps/{siteId}/{id}[/{path}]',
  // 'GET /api/{product}/.../improvementFollowUp/...': served as a POST (designed: never cached)
  // analysis §7.2
  'GET /api/{product}/diagnose/{siteId}[/{buildingId}]',
  'POST /api/predict/simplediagnose',
  'PUT /api/predict/simplediagnose/email',
  'GET /api/tariffs/{siteId}/{optional}/',
  // analysis §7.3
  'GET /api/data/{siteId}/{path?}/{stimulus}',
  'POST /api/data/interventions/{siteId}/{path?}',
  'GET /api/data/interventions/{siteId}/{path?}',
  'GET /api/data/stimulus/{siteId}/{path}',
  'GET /api/events/{siteId}[/{path}]',
  // analysis §7.4
  'GET /api/predict/parameters/{siteId}/{path}',
  'POST /api/predict/parameters/{siteId}',
  'DELETE /api/predict/parameters/{siteId}/{parameterId}/{path}',
  'GET /api/predict/schedules/spaces/{siteId}/{path}',
  'GET /api/predict/schedules/{siteId}/{path}',
  'POST /api/predict/schedules/{siteId}/{path}',
  // analysis §7.5
  'PUT /api/energyperformance/calculateperformance',
] as const;

/** Calls the spec names without showing a path or shape: each must be in the table and say what was designed. */
const designedCalls = [
  'predict.register.connectMeter', // shell §7 'Connect-meter submit (path not shown)'
  'predict.improvement.delete', // analysis §7.1 'Delete scenario: path and payload not shown'
  'geocoding.search', // shell §7, analysis §7.5 forward search
  'geocoding.reverse', // reverse search by lon/lat
  'geocoding.reverseBatch', // batch reverse search by POST
  'elevation.tile', // analysis §7.5 terrain elevation tile
  'predict.validate.kpis', // analysis §7.3 'Yearly KPI fetch for validate: path not shown'
  'predict.simplediagnose.emailScheme', // analysis §7.2 scheme-aware send variant
  'optimise.scenario.followUp', // analysis §7.1 '/api/{product}/.../improvementFollowUp' for Optimise
  'improvement.followUp', // analysis §7.1 GET ...?prompt= served as a POST so no chat reply is cached
  'predict.improvement.roi', // analysis §2.3 'Set ROI': path and payload not shown
  'diagnose.schemes', // analysis §9 'Other schemes come from the server'
  'outlines.inBox', // building outlines to pick on the address step map (shell §2) and the map layer
  'data.meterData.upload', // issue 9: CSV upload of a building's meter readings with its quality report
  'data.meterData.meters', // issue 38: a site's meters, where readings may be uploaded
  'data.meterData.check', // issue 38: a meter file's quality report before anything is stored
  'data.meterData.store', // issue 38: a checked meter file stored in one transaction
  'data.export.csv', // issue 38: a site's readings, model series, plan and KPIs as CSV
  'optimise.scenario.selection', // analysis §4.1 'previously selected': scenario state per user (issue 13)
  'predict.register.allowance', // shell §5 free-tier limit, asked before the wizard's first step
  'predict.modelInputs', // issue 12: a building's engine inputs, to check the screens' figures against the engine
  'estate.overview', // the estate at a glance for users with many sites
  'estate.csv', // the estate at a glance as CSV
  'estate.pdf', // the estate at a glance as a PDF report
  'estate.readings.csv', // issue 38: every reading of the estate's meters as CSV, streamed
  'estate.export.csv', // issue 38: each site's model series, plan or KPIs for the estate as CSV
  'estate.letting.save', // whether a building is let: the minimum energy efficiency standard applies to lets
] as const;

/** The table's forms of a spec template: a middle '{path?}' gives two entries, a trailing one an optional tail. */
function tableForms(call: string): RegExp[] {
  const [method, path = ''] = call.split(' ');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const variants = path.includes('{path?}/')
    ? [path.replace('{path?}/', ''), path.replace('{path?}/', '{path}/')]
    : [path.replace(/\/\{path\?\}$/, '[/{path}]')];
  return variants.map(
    (variant) =>
      new RegExp(`^${escape(method ?? '')} ${escape(variant).replace('/\\.\\.\\./', '/[a-z]+/')}$`),
  );
}

describe('spec coverage', () => {
  const keys = table.map((route) => `${route.method} ${route.path}`);

  it.each(specCalls)('has %s', (call) => {
    for (const form of tableForms(call)) {
      expect(
        keys.filter((key) => form.test(key)),
        form.source,
      ).not.toHaveLength(0);
    }
  });

  it.each(designedCalls)('has the designed call %s, with its design noted', (name) => {
    const route = table.find((candidate) => candidate.name === name);
    expect(route?.designed).toMatch(/\S/);
  });

  it('keeps to calls the spec names: every route is a spec call or a designed one', () => {
    const forms = specCalls.flatMap(tableForms);
    const extra = table.filter(
      (route) =>
        !forms.some((form) => form.test(`${route.method} ${route.path}`)) &&
        !(designedCalls as readonly string[]).includes(route.name),
    );
    expect(extra.map((route) => route.name)).toEqual([]);
  });
});

describe('auth', () => {
  it('is public exactly for what anonymous visitors use (shell §6, analysis §6)', () => {
    const publicRoutes = table
      .filter((route) => route.auth === 'public')
      .map((route) => route.name);
    expect(publicRoutes.sort()).toEqual(
      [
        // energy saving map: address search, certificate lookup, performance colours, elevation
        'geocoding.search',
        'geocoding.reverse',
        'geocoding.reverseBatch',
        'elevation.tile',
        'outlines.inBox',
        'opendata.certificates',
        'energyperformance.calculate',
        // simple diagnose, simple plan, demo registration, no-login registration
        'predict.simplediagnose',
        'predict.simplediagnose.email',
        'predict.simplediagnose.emailScheme',
        'predict.simplediagnose.registration',
        'predict.simplediagnose.registrationData',
        'predict.simplediagnose.checkAddress',
        // the Scheme selector of the simple diagnose (analysis §2.2, §9)
        'diagnose.schemes',
        'predict.register.site',
        'user.electralink.meterCheck', // the no-login registration's meter-check step
        'buildingdata.buildingTypes',
        'buildingdata.suppliers',
        'buildingdata.spaces',
      ].sort(),
    );
  });
});

/** Every entity of both §3s, by its component name. */
const specEntities = [
  // shell §3
  'SiteStub',
  'SiteSummary',
  'BuildingTypes',
  'SpatialNode',
  'Address',
  'AddressFeature',
  'RegistrationDraft',
  'MeterState',
  'MeterAddressOption',
  'MeterCheckResult',
  'EpcCheckResponse',
  'EpcAddress',
  'Supplier',
  'Node',
  'RegistrationResponse',
  'SiteData',
  'SavedRegistration',
  'EpcRating',
  'HeatingFuel',
  'CoolingSystem',
  'UsagePeriod',
  'ValueType',
  'Granularity',
  'BuildingRegistration',
  'SiteRegistration',
  'SimpleRegistration',
  // analysis §3
  'Scenario',
  'Indicator',
  'ScenarioSet',
  'PredictImprovement',
  'ScenarioResults',
  'Kpi',
  'TargetCheck',
  'ImprovementOverview',
  'ScenarioEditData',
  'ScenarioParameter',
  'ScenarioSteps',
  'TimelineEntry',
  'ScenarioFilter',
  'ChatMessage',
  'Intervention',
  'Diagnosis',
  'DiagnoseMetric',
  'Notice',
  'TariffData',
  'Tariff',
  'SimpleDiagnoseData',
  'ValidateData',
  'GraphSeries',
  'StimulusMap',
  'Event',
  'BuildingParameter',
  'ParameterGroup',
  'ParameterUpdateResponse',
  'Schedule',
  'MapCertificate',
  'BuildingPerformance',
  'Selection',
  'AnalysisSite',
] as const;

describe('entities', () => {
  const document = buildOpenApiDocument({ routes, served: new Set() });

  it.each(specEntities)('%s is a named schema and an OpenAPI component', (id) => {
    expect(contractEntities().some((known) => known.id === id)).toBe(true);
    expect(document.components.schemas[id]).toBeDefined();
  });
});
