import { LOCALE } from '@wattwise/domain';

/**
 * GB electricity and gas suppliers for the meter-check step (shell §3 Supplier: id, name).
 *
 * Source: licensed suppliers trading with domestic and/or business customers in Great Britain
 * as listed on Ofgem's licence register and the suppliers' own sites, compiled by the WattWise
 * team on 2026-11-23 from what was known of the 2025 market (brands of one licence holder that
 * customers know by name are listed once). Not an automatic export: re-check against
 * https://www.ofgem.gov.uk/ (Energy supplier guide / licence register) before each release.
 */

/** Suppliers with domestic customers (most also serve small businesses). */
const DOMESTIC = [
  'British Gas',
  'E.ON Next',
  'EDF',
  'Ecotricity',
  'Fuse Energy',
  'Good Energy',
  'Octopus Energy',
  'Outfox the Market',
  'OVO Energy',
  'Rebel Energy',
  'ScottishPower',
  'So Energy',
  'Utilita',
  'Utility Warehouse',
] as const;

/** Suppliers serving business customers only. */
const BUSINESS = [
  'BES Utilities',
  'Corona Energy',
  'Crown Gas & Power',
  'Drax Energy Solutions',
  'npower Business Solutions',
  'Pozitive Energy',
  'SEFE Energy',
  'Smartest Energy',
  'SSE Energy Solutions',
  'Valda Energy',
  'Yu Energy',
] as const;

/** 'E.ON Next' → 'eon-next': a stable id from the name. */
function supplierId(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .replace(/^e-on/, 'eon');
}

/** Every supplier, alphabetical, each once. */
export function energySuppliers(): { id: string; name: string }[] {
  return [...new Set([...DOMESTIC, ...BUSINESS])]
    .sort((a, b) => a.localeCompare(b, LOCALE))
    .map((name) => ({ id: supplierId(name), name }));
}
