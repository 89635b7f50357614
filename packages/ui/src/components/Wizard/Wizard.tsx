import { useId, type ReactNode, type Ref } from 'react';
import { registrationMessages, shellMessages } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Icon } from '../IconButton/icons';
import * as css from './Wizard.css';

export interface PartnerLogo {
  name: string;
  src: string;
}

export interface WizardProps {
  /** 'Step X / Y' from packages/domain (stepCounterText). */
  stepText: string;
  title: ReactNode;
  children: ReactNode;
  onBack: () => void;
  /** 'Next Step', 'Finish' or 'Add Building' from packages/domain (nextButtonLabel). */
  nextLabel: string;
  onNext: () => void;
  isNextPending?: boolean;
  /** Shows the 'Connecting Smart Meter' chip; pressing it cancels smart-meter mode. */
  onCancelSmartMeter?: () => void;
  /** 'Trusted by' partner logos (demo). */
  partnerLogos?: readonly PartnerLogo[];
  backLabel?: string;
  ref?: Ref<HTMLElement>;
}

/** The registration wizard frame: header 'Step X / Y' with back, the step body in a pane of at most 800 px, and next. */
export function Wizard({
  stepText,
  title,
  children,
  onBack,
  nextLabel,
  onNext,
  isNextPending,
  onCancelSmartMeter,
  partnerLogos,
  backLabel = registrationMessages.back,
  ref,
}: WizardProps) {
  // One id per wizard, so two wizards on a page never share a title.
  const titleId = useId();
  return (
    <section ref={ref} className={css.pane} aria-labelledby={titleId}>
      <header className={css.header}>
        <Button variant="ghost" size="small" onPress={onBack}>
          <Icon name="chevronLeft" size={16} />
          {backLabel}
        </Button>
        <span className={css.step}>{stepText}</span>
        {onCancelSmartMeter ? (
          <button
            type="button"
            className={css.chip}
            onClick={onCancelSmartMeter}
            aria-label={`${registrationMessages.connectingSmartMeterChip}, cancel`}
          >
            {registrationMessages.connectingSmartMeterChip}
            <Icon name="close" size={14} />
          </button>
        ) : null}
      </header>
      <h1 id={titleId} className={css.title}>
        {title}
      </h1>
      <div className={css.body}>{children}</div>
      <footer className={css.footer}>
        <Button onPress={onNext} isPending={isNextPending}>
          {nextLabel}
        </Button>
      </footer>
      {partnerLogos && partnerLogos.length > 0 ? (
        <aside className={css.partners} aria-label={shellMessages.trustedBy}>
          <span className={css.partnersTitle}>{shellMessages.trustedBy}</span>
          <ul className={css.logos}>
            {partnerLogos.map((logo) => (
              <li key={logo.name}>
                <img src={logo.src} alt={logo.name} className={css.logo} />
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </section>
  );
}
