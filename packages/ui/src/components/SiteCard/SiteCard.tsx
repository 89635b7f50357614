import { useState, type Ref } from 'react';
import { canSeeDeleteSite, homeMessages, siteBadge, type SiteSummaryLike } from '@wattwise/domain';
import { Badge } from '../Badge/Badge';
import { MenuButton } from '../Menu/MenuButton';
import { ProductIcon } from '../ProductIcon/ProductIcon';
import { TrafficLight } from '../TrafficLight/TrafficLight';
import * as css from './SiteCard.css';

export interface SiteCardProps {
  site: SiteSummaryLike;
  /** Building type label (from the server's map of key to label). */
  buildingTypeLabel?: string;
  /** Site logo or image URL; falls back to the default product icon when missing or broken. */
  imageUrl?: string | null;
  onOpen: (site: SiteSummaryLike) => void;
  onDelete?: (site: SiteSummaryLike) => void;
  layout?: 'grid' | 'list';
  ref?: Ref<HTMLElement>;
}

/** A site on the home page: name, type, 'Free Trial' / 'Demo' badge, traffic lights and its menu. */
export function SiteCard({
  site,
  buildingTypeLabel,
  imageUrl,
  onOpen,
  onDelete,
  layout = 'grid',
  ref,
}: SiteCardProps) {
  const badge = siteBadge(site);
  const deletable = Boolean(onDelete) && canSeeDeleteSite(site);
  // A logo that fails to load falls back to the default product icon (spec shell §8).
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && imageUrl !== failedUrl;
  return (
    <article ref={ref} className={css.card} data-layout={layout} aria-label={site.buildingName}>
      <div className={css.image} aria-hidden="true">
        {showImage && imageUrl ? (
          <img src={imageUrl} alt="" className={css.img} onError={() => setFailedUrl(imageUrl)} />
        ) : (
          <ProductIcon product={site.product} size={layout === 'list' ? 56 : 72} />
        )}
      </div>
      <div className={css.body}>
        <div className={css.titleRow}>
          {/* The level under the home's title (h1 'Your sites'): a screen reader's list of headings
              reads each site, and no level is skipped (axe heading-order). */}
          <h2 className={css.title}>
            <button type="button" className={css.open} onClick={() => onOpen(site)}>
              {site.buildingName}
            </button>
          </h2>
          {deletable ? (
            <MenuButton
              aria-label={`${site.buildingName} menu`}
              icon="more"
              buttonLabel={`Menu for ${site.buildingName}`}
              items={[{ id: 'delete', label: homeMessages.deleteSite, tone: 'critical' }]}
              onAction={() => onDelete?.(site)}
            />
          ) : null}
        </div>
        <div className={css.meta}>
          {buildingTypeLabel ? <span className={css.type}>{buildingTypeLabel}</span> : null}
          {badge ? (
            <Badge tone={badge === homeMessages.demoBadge ? 'info' : 'brand'}>{badge}</Badge>
          ) : null}
        </div>
        <div className={css.lights}>
          <TrafficLight label="Cost" level={site.energyCost} />
          <TrafficLight label="Usage" level={site.energyUsage} />
          <TrafficLight label="Carbon" level={site.energyCarbon} />
        </div>
      </div>
    </article>
  );
}
