import { WithApiClient } from '../../platform/api/WithApiClient';
import { SiteRedirect } from './SiteRedirect';

/** The site root '/predict/{siteId}': building diagnose for one building, else site diagnose. */
export default function SiteRootRedirect() {
  return (
    <WithApiClient>
      <SiteRedirect>{null}</SiteRedirect>
    </WithApiClient>
  );
}
