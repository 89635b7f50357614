import { registrationLoadingMessages } from '@wattwise/domain';
import { PageLoading, RotatingMessages } from '@wattwise/ui';

/**
 * The loading screen while a building is registered and modelled: the design system's page
 * loading state, centred on the screen, with the spec's messages rotating every 5 s under it
 * (spec shell §4; RotatingMessages of packages/ui, interval from packages/domain).
 */
export function RegistrationLoading() {
  return (
    <main>
      <PageLoading
        label="Loading"
        fill="screen"
        detail={<RotatingMessages messages={registrationLoadingMessages} />}
      />
    </main>
  );
}
