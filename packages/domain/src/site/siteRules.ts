import type { Permission, Product, TrafficLight } from '../enums/registrationEnums';
import { homeMessages, registrationValidationMessages } from '../messages/shellMessages';
import { invalid, VALID, type ValidationResult } from '../validation/result';

/** The fields of a site summary these rules read (spec shell §3 "Site summary"). */
export interface SiteSummaryLike {
  siteId: string;
  buildingName: string;
  buildingType?: string | null;
  product: Product;
  paid: boolean;
  permissions?: readonly Permission[] | readonly string[] | null;
  energyCost?: TrafficLight | null;
  energyUsage?: TrafficLight | null;
  energyCarbon?: TrafficLight | null;
}

/** The literal 'null' from the server means empty (spec shell §3 "Address"). */
export function cleanAddressValue(value: string | null | undefined): string {
  return value === null || value === undefined || value === 'null' ? '' : value;
}

/**
 * Demo sites that do not end in -demo (spec shell §1 "a short allow-list"). Ours: the two demo
 * sites the server seeds; site ids are 36 characters.
 */
export const DEMO_SITE_ALLOW_LIST: readonly string[] = [
  'd3m00000-0000-4000-8000-000000000001',
  'd3m00000-0000-4000-8000-000000000002',
];

/** A site is a demo when its id ends with -demo or is on the allow-list (spec shell §1). */
export function isDemoSite(
  siteId: string,
  allowList: readonly string[] = DEMO_SITE_ALLOW_LIST,
): boolean {
  return siteId.endsWith('-demo') || allowList.includes(siteId);
}

/** Staff are users whose e-mail domain is in the given list (spec shell §6), case-insensitive. */
export function isStaffEmail(email: string, staffDomains: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return email.includes('@') && staffDomains.some((d) => d.toLowerCase() === domain);
}

/** An unpaid Predict site, the kind the free tier limits (spec shell §5). */
function isFreePredictSite(site: Pick<SiteSummaryLike, 'product' | 'paid'>): boolean {
  return site.product === 'PREDICT' && !site.paid;
}

/**
 * Free-tier rule (spec shell §5, §6): a non-staff user who already has an unpaid PREDICT site
 * may not create another: 'Users are limited to one site in the Predict Free tier. ...'.
 */
export function checkFreeTierLimit(
  email: string,
  staffDomains: readonly string[],
  existingSites: readonly Pick<SiteSummaryLike, 'product' | 'paid'>[],
): ValidationResult {
  if (isStaffEmail(email, staffDomains)) return VALID;
  return existingSites.some(isFreePredictSite)
    ? invalid(registrationValidationMessages.freeTierLimit, undefined, 'Error')
    : VALID;
}

/** Site-card badge: 'Free Trial' for unpaid PREDICT, 'Demo' for SIMPLE_PREDICT (spec shell §2). */
export function siteBadge(site: Pick<SiteSummaryLike, 'product' | 'paid'>): string | null {
  if (isFreePredictSite(site)) return homeMessages.freeTrialBadge;
  if (site.product === 'SIMPLE_PREDICT') return homeMessages.demoBadge;
  return null;
}

function isOwner(site: Pick<SiteSummaryLike, 'permissions'>): boolean {
  return (site.permissions ?? []).some((p) => p === 'OWNER');
}

/** 'Delete Site' shows for OWNER on non-OPTIMISE sites (spec shell §2 "Site card"). */
export function canSeeDeleteSite(site: Pick<SiteSummaryLike, 'permissions' | 'product'>): boolean {
  return isOwner(site) && site.product !== 'OPTIMISE';
}

/** Site-menu actions an OWNER unlocks (spec shell §6). */
export interface OwnerActions {
  addBuilding: boolean;
  connectSmartMeter: boolean;
  updateSiteImage: boolean;
  deleteSite: boolean;
}

/**
 * OWNER unlocks Add Building, Connect smart meter (only when the selected building has no meter
 * id), Update site image and Delete site (spec shell §6); demo sites allow no changes.
 */
export function ownerActions(
  site: Pick<SiteSummaryLike, 'permissions' | 'siteId'>,
  selectedBuildingHasMeter: boolean,
): OwnerActions {
  const allowed = isOwner(site) && !isDemoSite(site.siteId);
  return {
    addBuilding: allowed,
    connectSmartMeter: allowed && !selectedBuildingHasMeter,
    updateSiteImage: allowed,
    deleteSite: allowed,
  };
}

/** PDF report: Predict only for paid sites, Optimise for any selected site (spec shell §6). */
export function canDownloadPdf(site: Pick<SiteSummaryLike, 'product' | 'paid'>): boolean {
  return site.product === 'OPTIMISE' ? true : site.paid;
}
