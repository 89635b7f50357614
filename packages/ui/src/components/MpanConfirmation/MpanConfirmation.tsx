import type { Ref } from 'react';
import { registrationMessages } from '@wattwise/domain';
import { Button } from '../Button/Button';
import * as css from './MpanConfirmation.css';

export interface MpanConfirmationProps {
  /** The partial MPAN of the chosen meter address, as the metering database returns it. */
  partialMpan: string;
  onYes: () => void;
  /** No moves to manual MPAN entry. */
  onNo: () => void;
  /** Back resets the address choice. */
  onBack: () => void;
  ref?: Ref<HTMLElement>;
}

/** Meter check: 'Is this your MPAN?' with Yes, No and Back (spec shell §4 "Meter and MPAN"). */
export function MpanConfirmation({ partialMpan, onYes, onNo, onBack, ref }: MpanConfirmationProps) {
  return (
    <section ref={ref} className={css.box} aria-labelledby="mpan-question">
      <h3 id="mpan-question" className={css.question}>
        {registrationMessages.isThisYourMpan}
      </h3>
      <p className={css.mpan}>{partialMpan}</p>
      <div className={css.actions}>
        <Button variant="ghost" onPress={onBack}>
          {registrationMessages.back}
        </Button>
        <Button variant="secondary" onPress={onNo}>
          {registrationMessages.no}
        </Button>
        <Button onPress={onYes}>{registrationMessages.yes}</Button>
      </div>
    </section>
  );
}
