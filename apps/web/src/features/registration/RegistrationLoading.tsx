import { registrationLoadingMessages } from '@wattwise/domain';
import { LoadingDots, RotatingMessages } from '@wattwise/ui';

/**
 * The loading screen while a building is registered and modelled: the spec's messages rotate
 * every 5 s (spec shell §4; RotatingMessages of packages/ui, interval from packages/domain).
 */
export function RegistrationLoading() {
  return (
    <main aria-busy="true">
      <LoadingDots label="Loading" hideLabel />
      <RotatingMessages messages={registrationLoadingMessages} />
    </main>
  );
}
