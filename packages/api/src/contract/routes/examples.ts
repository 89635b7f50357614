/** Shared values of the route examples (made-up identifiers, used only by the tests and the OpenAPI document). */
export const exampleSiteId = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';
export const exampleBuildingId = 'main-building';
export const examplePath = 'main-building/ground-floor';
export const exampleScenarioId = 'led-lighting';
export const exampleKpi = {
  text: 'Annual energy cost',
  value: 48210,
  unit: 'GBP',
  isCurrency: true,
};
export const exampleIndicator = {
  value: 12,
  unit: '%',
  text: 'Energy saving',
  variant: 'POSITIVE',
  direction: 'DOWN',
  isCurrency: false,
} as const;
export const exampleScenario = {
  id: exampleScenarioId,
  title: 'LED lighting',
  description: '<p>Replace fluorescent tubes with LED panels.</p>',
  scenarioType: 'OPERATIONAL',
  appliesTo: [exampleBuildingId],
  indicators: [exampleIndicator],
  exclusive: false,
  toggleable: true,
  customisable: true,
} as const;
export const exampleLane = Array.from({ length: 24 }, (_unused, hour) => ({
  presetIndex: hour >= 8 && hour < 18 ? 1 : 0,
}));

export const exampleResults = {
  totalSavings: { value: 5400, currencyCode: 'GBP', percentage: 11.2 },
  currentEpcRating: 'D',
  potentialEpcRating: 'B',
  kpis: [exampleKpi],
  comfortLevel: 80,
} as const;
export const exampleEditData = {
  id: exampleScenarioId,
  title: 'LED lighting',
  description: 'Replace fluorescent tubes with LED panels.',
  howToLink: 'https://example.org/led',
  parameterGroups: [
    {
      label: 'Cost',
      parameters: [
        {
          property: 'capitalCost',
          label: 'Capital cost',
          type: 'NUMBER',
          value: 12000,
          optional: false,
        },
      ],
    },
  ],
} as const;
export const exampleSteps = {
  improvementSteps: [
    {
      title: 'Survey fittings',
      text: 'Count the fittings per floor.',
      subSteps: [],
      imageURLs: [],
    },
  ],
  followupQuestions: ['How long does the installation take?'],
};
