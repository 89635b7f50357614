import { useParams } from 'react-router-dom';
import { WithApiClient } from '../../platform/api/WithApiClient';
import { RegistrationWizard } from './RegistrationWizard';
import type { RegistrationVariant } from './useSubmitRegistration';

function Screen({ variant }: { variant: RegistrationVariant }) {
  const { siteId } = useParams();
  return (
    <WithApiClient>
      {/* A new key per route and site: moving between wizards starts a fresh one. */}
      <RegistrationWizard key={`${variant}:${siteId ?? ''}`} variant={variant} siteId={siteId} />
    </WithApiClient>
  );
}

/** predict-site-registration: /predict/register (query siteData, hidden, lat, lon). */
export function SiteRegistrationScreen() {
  return <Screen variant="site" />;
}

/** predict-add-building: /predict/{siteId}/add-building (optional hidden=true). */
export function AddBuildingScreen() {
  return <Screen variant="add-building" />;
}

/** predict-registration-demo: /predict/demo?lon=&lat= (no sign-in; 'Trusted by' logos). */
export function DemoRegistrationScreen() {
  return <Screen variant="demo" />;
}

/** predict-no-login-site-registration: the simple flow without an account. */
export function NoLoginRegistrationScreen() {
  return <Screen variant="no-login" />;
}
