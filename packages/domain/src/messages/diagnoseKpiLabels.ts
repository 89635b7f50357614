/**
 * Names of the yearly figures above a diagnosis (the Actual tab's cards, the PDF report and the
 * diagnosis e-mail): the site's energy use, its cost and its carbon (analysis §2.2 shows the
 * cards; the words are ours). The server writes them into its answers; the screens show them.
 */
export const diagnoseKpiLabels = {
  energyUse: 'Energy use',
  energyCost: 'Energy cost',
  carbon: 'Carbon',
} as const;
