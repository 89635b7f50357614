import { useObjectUrl, useUserSiteLogoGet, type SiteSummary } from '@wattwise/api';
import { SiteCard, type SiteCardProps } from '@wattwise/ui';

/**
 * A home site card with the site's logo (GET /api/user/site/logo/{siteId}): 204 or empty means
 * none and the card shows the default product icon, as it does when the image fails to load.
 */
export function SiteCardWithLogo({
  site,
  ...card
}: Omit<SiteCardProps, 'site' | 'imageUrl'> & { site: SiteSummary }) {
  const logo = useUserSiteLogoGet({ params: { siteId: site.siteId } });
  const imageUrl = useObjectUrl(logo.data);
  return <SiteCard site={site} imageUrl={imageUrl} {...card} />;
}
