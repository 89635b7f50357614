import { describe, expect, it } from 'vitest';
import {
  chartMessages,
  chatMessages,
  diagnoseMessages,
  noDataForStimulus,
  parameterMessages,
  planMessages,
  scheduleMessages,
  targetNotFeasible,
  validateMessages,
} from './analysisMessages';

/**
 * Every message of analysis-screens.md §8 that the Predict screens show (diagnose, tariffs,
 * improvement plan with its steps and chat, building parameters, schedules, validate), each
 * beside the spec's words copied from the table, so a retyped or "corrected" text fails here.
 * Rows for Optimise-only screens (scenario graphs), events and the energy map are left out.
 */
const predictCatalogue: readonly [situation: string, shown: string, spec: string][] = [
  ['Chat failure', chatMessages.failedToSend, 'Message failed to send'],
  [
    'Scenario steps failure',
    planMessages.stepsFailed,
    'There was an issue retrieving scenario steps from the LLM. Please try again later. If this error persists, please contact support.',
  ],
  [
    'No improved tariffs',
    diagnoseMessages.noImprovedTariffs,
    'We are unable to identify any improved tariffs for your building at this time',
  ],
  [
    'Target rating above what scenarios can reach (title)',
    planMessages.targetNotFeasibleTitle,
    'Target not feasible',
  ],
  [
    'Target rating above what scenarios can reach',
    targetNotFeasible('C'),
    'Unfortunately our scenarios cannot achieve the targeted rating. The highest rating achieveable is C.',
  ],
  [
    'Parameter update with errors',
    parameterMessages.updateErrors,
    'There were some issues when updating, check the parameter list for more details.',
  ],
  [
    'Parameter update success',
    parameterMessages.updateSuccess,
    'Building Parameters updated, please note it may take several minutes to update your calculations.',
  ],
  [
    'Energy model ERROR',
    diagnoseMessages.modelError,
    "We could not correctly model your building's energy, please contact support.",
  ],
  [
    'Model recalibrating',
    diagnoseMessages.recalibrating,
    "We are currently recalibrating your building's predictions. Please wait",
  ],
  [
    'Demo parameter or schedule save',
    parameterMessages.demoReadOnly,
    'This is a demonstration site and building properties cannot be changed.',
  ],
  ['Chart without data', chartMessages.noRelevantData, 'There is no relevant data for this period'],
  [
    'Chart without data (tab)',
    chartMessages.noDataForTab,
    'No data available for this tab/space/time period',
  ],
  [
    'Chart without data (stimulus)',
    noDataForStimulus('Electricity'),
    'No data available for Electricity',
  ],
  ['Chart without stimuli', chartMessages.noStimuli, 'No data available.'],
  ['Data load failure', chartMessages.loadError, 'We are having difficulty loading your data.'],
  [
    'Schedule load failure',
    scheduleMessages.loadError,
    'We are having difficulty loading your schedule.',
  ],
  [
    'Validate without prediction',
    validateMessages.computing,
    'We are currently computing your predicted energy consumption, please check back soon',
  ],
];

describe('analysis §8 messages of the Predict screens, word for word', () => {
  it.each(predictCatalogue)('%s', (_situation, shown, spec) => {
    expect(shown).toBe(spec);
  });

  it("keeps the spec's spelling 'achieveable' in the target message", () => {
    expect(targetNotFeasible('B')).toContain('achieveable is B.');
  });

  it("keeps §5's parameter total message beside the group's name", () => {
    expect(parameterMessages.floorAreaPercentages).toBe('Floor Area Percentages');
    expect(parameterMessages.totalMustEqual100).toBe('The total must equal 100%');
  });
});
