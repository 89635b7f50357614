/**
 * Every user-facing text of the analysis-screens spec (/spec/analysis-screens.md), word for
 * word (including its spelling, e.g. 'achieveable'). Import these; never retype them.
 */

/** Diagnose screen texts. Spec analysis §2.2. */
export const diagnoseMessages = {
  tabActual: 'Actual',
  tabDiagnose: 'Diagnose',
  tabPotential: 'Potential',
  viewImprovementPlan: 'View improvement plan',
  buttonDiagnose: 'Diagnose',
  seePotential: 'See potential',
  viewScenarios: 'View scenarios',
  yourRating: 'Your Rating',
  scheme: 'Scheme',
  optimiseEmpty: 'Select a building to Diagnose its usage',
  simpleLoading: 'Loading your site...',
  simpleError: 'We are having difficulty loading your site.',
  simpleNoData: 'No site data provided',
  noImprovedTariffs:
    'We are unable to identify any improved tariffs for your building at this time',
  modelError: "We could not correctly model your building's energy, please contact support.",
  recalibrating: "We are currently recalibrating your building's predictions. Please wait",
} as const;

/**
 * Names of the diagnose metrics as the diagnose and simple diagnose cards and the diagnosis
 * e-mail show them (analysis §3 lists the keys; the words are ours).
 */
export const diagnoseMetricLabels: Readonly<Record<string, string>> = {
  cost: 'Cost',
  electricity: 'Electricity',
  gas: 'Gas',
  water: 'Water',
  dampAndMould: 'Damp and mould',
  oil: 'Oil',
  carbon: 'Carbon',
  tariff: 'Tariff',
};

/**
 * What a metric that is not compared shows instead of a bar, before the engine's reason (words
 * ours): 'Water: no data. No water meter reading or bill has been entered, …'.
 */
export const metricStateWords = {
  NO_DATA: 'no data',
  NO_BENCHMARK: 'no benchmark',
  NOT_USED: 'not used',
} as const;

/** Send-diagnose e-mail dialog texts (analysis §5: the address is required; other words ours). */
export const sendDiagnoseMessages = {
  open: 'Email my diagnosis',
  title: 'Email your diagnosis',
  emailLabel: 'Email address',
  send: 'Send',
  sent: 'Your diagnosis is on its way.',
  /** Designed: the spec shows no format check here ("not shown"). */
  emailInvalid: 'Enter an e-mail address such as name@example.com',
} as const;

/** 'EPC Band {rating}' under 'Your Rating'. Spec analysis §2.2. */
export function epcBandLabel(rating: string): string {
  return `EPC Band ${rating}`;
}

/** Improvement plan and scenario texts. Spec analysis §2.3. */
export const planMessages = {
  epcWizard: 'EPC Wizard',
  clearWizard: 'Clear wizard',
  results: 'Results',
  totalPotentialSavings: 'Total potential savings',
  selectBuilding: 'Please select a building to view its customised improvement plan.',
  stillComputing: 'We are still computing your improvement plan, please check back later.',
  noneSelected: 'Toggle one or more scenarios to view their impact.',
  loadingData: 'Loading your data...',
  editScenario: 'Edit Scenario',
  updateCost: 'Update Cost',
  learnHowToImplement: 'Learn how to implement this scenario',
  confirmChanges: 'Confirm changes',
  optional: '(optional)',
  deleteScenarioTitle: 'Delete scenario',
  deleteScenarioWarning: 'This will delete the scenario and cannot be undone.',
  completeScenarioTitle: 'Complete scenario',
  completeScenarioWarning: 'This will remove the scenario from the list and cannot be undone.',
  backToDiagnose: 'Back to Diagnose',
  demoWizardUnavailable: 'EPC wizard results are not available in the demo version.',
  unlockPlaceholder: 'Unlock with Predict X',
  tabScenarios: 'Scenarios',
  tabTimeline: 'Timeline',
  tabRecommended: 'Recommended',
  tabCompleted: 'Completed',
  mutuallyExclusive: 'Some scenarios are mutually exclusive.',
  selectBuildingToEdit: 'Select a building to edit this scenario',
  setRoi: 'Set ROI',
  /**
   * Designed: 'Set ROI' on a measure with no running-cost saving on this building, where no
   * installed cost gives a payback (a heat pump on gas prices costs more to run than its boiler).
   */
  roiNoPayback: (title: string, costsMore: boolean) =>
    costsMore
      ? `${title} costs more to run than it saves on this building, so no installed cost gives it a payback.`
      : `${title} saves nothing on running costs on this building, so no installed cost gives it a payback.`,
  annualOverview: 'Annual overview',
  overviewNoBuilding: 'Please select a building to view its energy usage',
  /** Designed: an Optimise node without readings yet, instead of KPIs that never load. */
  overviewNoReadings:
    'No meter readings have arrived here yet. The overview shows the last 12 months of readings once its meters send them.',
  graphsNoBuilding: 'Please select a building to view scenario improvement graphs.',
  stepsFailed:
    'There was an issue retrieving scenario steps from the LLM. Please try again later. If this error persists, please contact support.',
  targetNotFeasibleTitle: 'Target not feasible',
  sortLowToHigh: 'Low to High',
  sortHighToLow: 'High to Low',
  minNotNumber: 'Min is not a number',
  maxNotNumber: 'Max is not a number',
} as const;

/** 'View (n)' button opening the results sheet. Spec analysis §2.3. */
export function viewResultsButton(count: number): string {
  return `View (${count})`;
}

/** 'Are you sure you want to delete {title}?' Spec analysis §2.3. */
export function confirmDeleteScenario(title: string): string {
  return `Are you sure you want to delete ${title}?`;
}

/** 'Are you sure you want to mark {title} as completed?' Spec analysis §2.3. */
export function confirmCompleteScenario(title: string): string {
  return `Are you sure you want to mark ${title} as completed?`;
}

/** 'Last 12 months up until {date}'. Spec analysis §2.3 (overview), §2.5 (validate). */
export function lastTwelveMonths(date: string): string {
  return `Last 12 months up until ${date}`;
}

/** Target-rating error body. Spec analysis §8 (spelling 'achieveable' kept as specified). */
export function targetNotFeasible(rating: string): string {
  return `Unfortunately our scenarios cannot achieve the targeted rating. The highest rating achieveable is ${rating}.`;
}

/** 'Please fill in the required field: {label}'. Spec analysis §5. */
export function requiredParameter(label: string): string {
  return `Please fill in the required field: ${label}`;
}

/** AI chat texts. Spec analysis §2.4, §4.4, §8. */
export const chatMessages = {
  title: 'Ask Optimise',
  failedToSend: 'Message failed to send',
} as const;

/** Validate screen texts. Spec analysis §2.5. */
export const validateMessages = {
  title: 'Validate',
  computing: 'We are currently computing your predicted energy consumption, please check back soon',
  /** Designed: the KPI cards' names (ASHRAE Guideline 14-2014 statistics and the two totals). */
  kpiCvrmse: 'CV(RMSE)',
  kpiNmbe: 'NMBE',
  kpiObserved: 'Observed consumption',
  kpiPredicted: 'Predicted consumption',
  /** Designed: the label of readings from the sandbox meter (ARCHITECTURE: sandbox data is labelled). */
  sandboxData: 'Sandbox meter data',
  observed: 'Observed',
  predicted: 'Predicted',
  chartTitle: 'Observed and predicted electricity (kWh a day)',
  /** Designed: a building with neither readings nor bills has nothing to be checked against. */
  nothingToValidate:
    'There is nothing to validate the model against yet: this building has no meter readings and no bills. Connect its smart meter or upload a year of its readings, and we will compare the model with them.',
  uploadReadings: 'Upload readings (CSV)',
  uploading: 'Uploading your readings…',
  uploaded:
    'Your readings are stored. We are calibrating the model on them; this page updates when it is done.',
  /** Designed: the cards of a model validated against the bills entered at registration. */
  kpiBilled: 'Billed consumption (a year)',
  kpiFromFacts: "Modelled from the building's facts",
  kpiCalibrated: 'Model calibrated on the bills',
  /** After the card's signed percentage: how far the modelled year is from the billed one. */
  againstTheBills: 'against the bills',
  billsChartTitle: 'Billed and predicted consumption (kWh a month)',
  billsNotice:
    'Validated against the bills you entered: the model made from the building’s facts alone, then the model calibrated on them. Connect a smart meter for a day-by-day check.',
} as const;

/** Designed: the savings measured at the meters since each intervention (IPMVP Option C). */
export const measuredSavingMessages = {
  title: 'Savings measured since your interventions',
  /** Before the avoided cost and carbon: the figures of the sentence's saving. */
  worth: 'Worth',
  carbon: 'CO2e',
  method:
    'Measured at the meters: the model fitted on the year before each intervention predicts what the building would have used since, in the weather it had; the difference is the saving (IPMVP Option C, uncertainty by ASHRAE Guideline 14).',
} as const;

/** Designed: the validate chart's description when the KPI cards carry the statistics. */
export function validateChartDescription(days: number): string {
  return `Observed and predicted electricity in kWh a day over ${days} days. CV(RMSE) and NMBE of the monthly totals, after ASHRAE Guideline 14, are in the cards above.`;
}

/**
 * Designed: a KPI card's threshold badge, shown after the limit ('15 % limit of ASHRAE Guideline
 * 14, met'); the words say whether it is met, not the colour alone.
 */
export function guideline14Limit(statistic: 'cvrmse' | 'nmbe', met: boolean | null): string {
  const limit =
    statistic === 'nmbe' ? 'limit (±) of ASHRAE Guideline 14' : 'limit of ASHRAE Guideline 14';
  return met === null ? limit : `${limit}, ${met ? 'met' : 'not met'}`;
}

/** Events screen texts. Spec analysis §2.6. */
export const eventMessages = {
  title: 'Events',
  empty: 'There are no events for this site',
  /** Label of the optional type filter (designed). */
  typeFilter: 'Type',
  /** The filter's option that keeps every type (designed). */
  allTypes: 'All types',
} as const;

/** Intervention dialog and form texts. Spec analysis §2.7, §5. */
export const formMessages = {
  required: 'Required',
  /** Designed: the spec says the cost is numeric with 2 decimals, not what a wrong one reads. */
  costInvalid: 'Enter an amount in pounds, such as 4500 or 4500.50',
} as const;

/** Designed (the spec shows no range): a number outside the engine's range for this building. */
export function parameterOutOfRange(min: number, max: number, unit?: string | null): string {
  return `Enter a value from ${formatRangeNumber(min)} to ${formatRangeNumber(max)}${unit ? ` ${unit}` : ''}.`;
}

const formatRangeNumber = (n: number) => n.toLocaleString('en-GB', { maximumFractionDigits: 2 });

/** 'What we assumed' on Diagnose (designed: issue 37; the spec shows it only in the steps). */
export const assumptionMessages = {
  title: 'What we assumed',
  none: 'The model used only the facts you entered.',
  change: 'Change it in Building Parameters',
} as const;

/** How likely an assumed characteristic is: 'Likely 62 %'. */
export function likelihoodText(probability: number): string {
  return `Likely ${Math.round(probability * 100)} %`;
}

/** Building parameter texts. Spec analysis §2.8, §5, §6, §8. */
export const parameterMessages = {
  floorAreaPercentages: 'Floor Area Percentages',
  totalMustEqual100: 'The total must equal 100%',
  updateErrors: 'There were some issues when updating, check the parameter list for more details.',
  updateSuccess:
    'Building Parameters updated, please note it may take several minutes to update your calculations.',
  demoReadOnly: 'This is a demonstration site and building properties cannot be changed.',
  /** Comfort percentage 0 to 100 (spec analysis §5); wording ours. */
  comfortRange: 'The comfort percentage must be between 0 and 100.',
  /** ENUM values accept only listed keys (spec analysis §5); wording ours. */
  enumNotListed: 'Please choose one of the listed values.',
  /** The screen's name (spec analysis §2.1 "A Building Parameters screen"). */
  title: 'Building Parameters',
  /** Wording ours from here on: the way in from diagnose, the dialogs and the way to schedules. */
  edit: 'Edit building parameters',
  resultTitle: 'Update result',
  deleteTitle: 'Delete parameter',
  deleteConfirm: (name: string) => `Delete '${name}'? The model will use its default value.`,
  deleteAction: 'Delete',
  schedules: 'Room schedules',
  loading: 'Loading your building parameters...',
} as const;

/** Schedule screen texts. Spec analysis §2.9. */
export const scheduleMessages = {
  title: 'Schedule',
  weekdays: 'Weekdays',
  weekends: 'Weekends',
  holidays: 'Holidays',
  apply: 'Apply',
  cancel: 'Cancel',
  back: 'Back',
  save: 'Save',
  selectRoom: 'Please select a room',
  loading: 'Loading your schedule...',
  loadError: 'We are having difficulty loading your schedule.',
  /** Wording ours: the room picker, the help dialog and the save confirmation. */
  room: 'Room',
  /** The room picker while the building's rooms load (it opens once they have). */
  loadingRooms: 'Loading rooms...',
  help: 'How schedules work',
  helpText:
    'Pick a preset, then click or drag across the hours of a lane to paint it. Edit a preset to change its value; Apply (or Enter) keeps it, Cancel discards it. Save to recalculate your building.',
  saved: 'Schedule saved. Your figures are being recalculated.',
} as const;

/** Energy map texts. Spec analysis §2.11, §8. */
export const energyMapMessages = {
  noAddress: 'Please enter an address or postcode ... below to start your energy saving journey!',
  findOutMore: 'Find out more',
  noCertificate: "We can't locate an EPC/DEC for this building...",
  noResultsFound: 'No results found',
} as const;

/** Chart and data empty/error states. Spec analysis §8. */
export const chartMessages = {
  noRelevantData: 'There is no relevant data for this period',
  noDataForTab: 'No data available for this tab/space/time period',
  noStimuli: 'No data available.',
  loadError: 'We are having difficulty loading your data.',
  /** Wording ours: the cards/graphs toggle of the diagnose tabs (spec analysis §2.2). */
  viewCards: 'Cards',
  viewGraphs: 'Graphs',
  /** The keyboard way to the intervention dialog beside the graph (designed; spec analysis §2.7). */
  addIntervention: 'Add intervention',
  /** Creating an intervention failed (designed). */
  interventionNotSaved: 'The intervention could not be saved. Please try again.',
  /** A graph's From typed after its To, or To before From (designed: the spec shows no message). */
  rangeReversed: 'The From date must be on or before the To date.',
} as const;

/** 'No data available for {stimulus label}'. Spec analysis §8. */
export function noDataForStimulus(label: string): string {
  return `No data available for ${label}`;
}

/** '---' shown for a negative potential-savings sentence. Spec analysis §2.3. */
export const NO_SAVINGS_PLACEHOLDER = '---';
