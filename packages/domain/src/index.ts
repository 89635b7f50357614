// Barrel of @wattwise/domain: pure UI rules of the spec, grouped by area.

// messages
export * from './messages/shellMessages';
export * from './messages/analysisMessages';
export * from './messages/diagnoseKpiLabels';
export * from './messages/wizardStepMessages';
export * from './messages/optimiseImprovementMessages';
export * from './messages/meteredMessages';
export * from './messages/eventWords';

// enumerations
export * from './enums/registrationEnums';
export * from './enums/analysisEnums';

// formatting
export * from './format/locale';
export * from './format/number';
export * from './format/text';
export * from './format/energy';
export * from './format/money';
export * from './format/tariffPeriod';
export * from './format/potentialSavings';
export * from './format/benchmarkCaption';
export * from './format/figureRange';
export * from './format/savingWords';
export * from './format/epcChange';

// colours
export * from './colours/contrast';
export * from './colours/epcBands';
export * from './colours/trafficLights';
export * from './colours/completeness';

// timing
export * from './timing/toastPolicy';
export * from './timing/debounce';
export * from './timing/loadingCycles';

// site
export * from './site/siteId';

// registration wizard
export * from './wizard/wizardSteps';
export * from './wizard/wizardLabels';
export * from './wizard/stepChoices';
export * from './wizard/floorAreaEstimate';
export * from './wizard/polygonArea';
export * from './wizard/registrationPayload';
export * from './wizard/addressFromSearch';
export * from './wizard/certificateMatch';

// meters
export * from './meter/mpan';
export * from './meter/mpanCore';
export * from './meter/meterDialogs';
export * from './meter/modelAccuracy';

// validation
export * from './validation/result';
export * from './validation/addressStep';
export * from './validation/energyCosts';
export * from './validation/buildingSteps';
export * from './validation/siteForms';
export * from './validation/meterFiles';
export * from './validation/analysisForms';

// sites and home
export * from './site/siteRules';
export * from './site/analysisAccess';
export * from './site/spatialTree';
export * from './site/sideViewer';
export * from './site/productNames';
export * from './home/siteList';
export * from './home/siteMapClusters';

// scenarios
export * from './scenarios/selection';
export * from './scenarios/sortAndFilter';
export * from './scenarios/chat';

// time windows and data queries
export * from './time/calendar';
export * from './time/granularityWindows';
export * from './time/dataQuery';
export * from './time/diagnoseRanges';
export * from './time/meteredYear';
export * from './time/seriesRollDown';

// graphs, timeline and schedules
export * from './graphs/timeline';
export * from './graphs/timelineDays';
export * from './graphs/scheduler';
export * from './graphs/interventionClusters';
export * from './graphs/stimuli';

// routes
export * from './routes/routeTable';
export * from './routes/routing';
export * from './routes/screenRules';

// business, layout and map constants
export * from './constants/business';
export * from './constants/layout';
export * from './constants/map';

// compliance of let buildings
export * from './compliance/minimumEnergyStandards';
export * from './compliance/epcValidity';

// the estate at a glance
export * from './estate/yearOnYear';
export * from './estate/estateMessages';

// error catalogue toasts
export * from './notifications/errorToasts';
