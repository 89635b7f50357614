/**
 * Names of the yearly figures above a diagnosis and a scenario's results (the Actual tab's cards,
 * the plan's KPI cards, the PDF report and the diagnosis e-mail): energy use, its cost and its
 * carbon (analysis §2.2 shows the cards; the words are ours). The engine writes them into its
 * results, so they live here; packages/domain re-exports them for the screens and the server.
 */
export const diagnoseKpiLabels = {
  energyUse: 'Energy use',
  energyCost: 'Energy cost',
  carbon: 'Carbon',
} as const;
