import type { SiteStub } from '@wattwise/api';
import { canDownloadPdf, isDemoSite, ownerActions, shellMessages } from '@wattwise/domain';
import type { MenuGroup, ShellProduct } from '@wattwise/ui';
import { upgradeLabel } from './useUpgrade';

export type SiteActionId =
  | 'download-pdf'
  | 'upgrade-premium'
  | 'view-events'
  | 'add-building'
  | 'connect-smart-meter'
  | 'update-site-image'
  | 'delete-site';

/**
 * The Site group of the profile menu (spec shell §2, §6): Download PDF Report (Predict only when
 * paid), View Events; Upgrade to Premium for an owner's unpaid site; for Predict owners Add Building, Connect smart meter (only when the selected
 * building has no meter), Update site image and Delete site. Demo sites allow no changes.
 */
export function siteMenuGroup(
  product: ShellProduct,
  site: SiteStub | undefined,
  /** The building a meter would connect to (selected, or the only one); null when none. */
  meterBuilding: { hasMpan?: boolean } | null,
): MenuGroup {
  const actions: MenuGroup['actions'][number][] = [];
  if (site) {
    actions.push({
      id: 'download-pdf',
      label: shellMessages.downloadPdfReport,
      isDisabled: !canDownloadPdf({ product: site.product, paid: site.paid }),
    });
  }
  actions.push({ id: 'view-events', label: shellMessages.viewEvents });
  if (product === 'PREDICT' && site) {
    const owner = ownerActions(
      { siteId: site.id, permissions: site.permissions },
      Boolean(meterBuilding?.hasMpan),
    );
    // An owner of an unpaid (Free Trial) Predict site may upgrade it; never a demo site.
    if (owner.deleteSite && !site.paid && !isDemoSite(site.id)) {
      actions.push({ id: 'upgrade-premium', label: upgradeLabel });
    }
    if (owner.addBuilding) actions.push({ id: 'add-building', label: shellMessages.addBuilding });
    if (owner.connectSmartMeter && meterBuilding) {
      actions.push({ id: 'connect-smart-meter', label: shellMessages.connectSmartMeter });
    }
    if (owner.updateSiteImage) {
      actions.push({ id: 'update-site-image', label: shellMessages.updateSiteImage });
    }
    if (owner.deleteSite) {
      actions.push({ id: 'delete-site', label: shellMessages.deleteSite, tone: 'critical' });
    }
  }
  return { id: 'site', title: shellMessages.menuSite, actions };
}
