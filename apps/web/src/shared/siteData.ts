import { buildPath } from '@wattwise/domain';
import { useSearchParams } from 'react-router-dom';

/**
 * The site data string of the simple flow (shell §2: /predict/simplediagnose?siteData=): the
 * registration the server saved without an account. The simple diagnose, the simple plan and the
 * registration that ends on the simple diagnose all carry it on.
 */
export function useSiteData(): string {
  const [search] = useSearchParams();
  return search.get('siteData') ?? '';
}

/** Where a simple route goes with the site data kept (simple diagnose, plan, registration). */
export function withSiteData(
  name: 'predict-simple-diagnose' | 'predict-simple-plan' | 'predict-site-registration',
  siteData: string,
): string {
  return `${buildPath(name)}?siteData=${encodeURIComponent(siteData)}`;
}
