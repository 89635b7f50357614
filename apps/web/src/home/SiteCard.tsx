import type { SiteSummary } from '@wattwise/api';
import { homeMessages } from '@wattwise/domain';
import { Link } from 'react-router-dom';

export interface SiteCardProps {
  site: SiteSummary;
  /** Label of the site's building type, from the server's building types. */
  buildingTypeLabel: string;
  /** The badge the home rules give the site ('Free Trial', 'Demo'), if any. */
  badge: string | null;
  /** The default view of the site's product. */
  href: string;
}

/** Traffic lights of a site card, spelled out so colour never carries the meaning alone. */
const trafficLights = [
  ['Energy usage', 'energyUsage'],
  ['Total cost', 'energyCost'],
  ['Carbon', 'energyCarbon'],
] as const;

/** The product line a site belongs to: SIMPLE_PREDICT is the demo variant of Predict (spec shell §1). */
function productLine(product: SiteSummary['product']): string {
  return product === 'OPTIMISE' ? homeMessages.newSiteOptimise : homeMessages.newSitePredict;
}

/** One site of the home list: name, building type, product, badges and energy traffic lights. */
export function SiteCard({ site, buildingTypeLabel, badge, href }: SiteCardProps) {
  const headingId = `site-${site.siteId}`;
  return (
    <article className="site-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={href}>{site.buildingName}</Link>
      </h2>
      <p className="site-card__meta">
        {buildingTypeLabel} · {productLine(site.product)}
      </p>
      {badge || site.sandbox ? (
        <ul className="site-card__badges" aria-label="Badges">
          {badge ? <li className="badge">{badge}</li> : null}
          {site.sandbox ? <li className="badge">Sandbox data</li> : null}
        </ul>
      ) : null}
      <dl className="traffic-lights">
        {trafficLights.map(([label, field]) => (
          <div key={field} className="traffic-lights__row">
            <dt>{label}</dt>
            <dd>{site[field] ?? 'No data'}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
