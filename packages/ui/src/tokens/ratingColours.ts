/**
 * EPC band fills of the current GOV.UK register ("Find an energy certificate", 2024 palette)
 * and the energy-level traffic lights of the spec (HIGH red, OK orange, LOW green;
 * shell-home-sites-registration §9, 2026).
 * Text colours are chosen per fill for WCAG AA contrast; the letter always accompanies the fill.
 */
export const epcBandColours = {
  A: '#008054',
  B: '#19b459',
  C: '#8dce46',
  D: '#ffd500',
  E: '#fcaa65',
  F: '#ef8023',
  G: '#e9153b',
} as const;

export const epcBandTextColours = {
  A: '#ffffff',
  B: '#14191f',
  C: '#14191f',
  D: '#14191f',
  E: '#14191f',
  F: '#14191f',
  G: '#14191f',
} as const;

export const levelColours = { HIGH: '#d4351c', OK: '#f47738', LOW: '#00703c' } as const;
export const levelTextColours = { HIGH: '#ffffff', OK: '#14191f', LOW: '#ffffff' } as const;
