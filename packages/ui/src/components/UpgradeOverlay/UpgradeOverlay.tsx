import type { ReactNode, Ref } from 'react';
import { premiumMessages } from '@wattwise/domain';
import { Button } from '../Button/Button';
import * as css from './UpgradeOverlay.css';

export interface UpgradeOverlayProps {
  /** The locked content: blurred, greyscale, hidden from assistive technology and inert. */
  children: ReactNode;
  onUpgrade: () => void;
  title?: string;
  upgradeLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Free Predict sites: the content shows blurred and greyscale behind the upgrade prompt. */
export function UpgradeOverlay({
  children,
  onUpgrade,
  title = 'Upgrade to Predict Premium',
  upgradeLabel = 'Upgrade',
  ref,
}: UpgradeOverlayProps) {
  return (
    <div ref={ref} className={css.wrapper}>
      <div className={css.locked} inert aria-hidden="true">
        {children}
      </div>
      <section className={css.prompt} aria-label={title}>
        <h2 className={css.title}>{title}</h2>
        <p className={css.pricing}>{premiumMessages.pricing}</p>
        <Button onPress={onUpgrade}>{upgradeLabel}</Button>
      </section>
    </div>
  );
}
