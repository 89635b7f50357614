import type { ReactNode, Ref } from 'react';
import * as css from './stepParts.css';

export const stepNoticeTones = ['neutral', 'positive', 'caution', 'critical'] as const;
export type StepNoticeTone = (typeof stepNoticeTones)[number];

export interface StepNoticeProps {
  tone: StepNoticeTone;
  title?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * An outcome shown inside a step after a look-up (meter check, EPC search): critical ones are
 * announced as alerts, the others as status. The title carries the meaning, not only the colour.
 */
export function StepNotice({ tone, title, children, ref }: StepNoticeProps) {
  return (
    <div ref={ref} className={css.notice[tone]} role={tone === 'critical' ? 'alert' : 'status'}>
      {title ? <strong className={css.noticeTitle}>{title}</strong> : null}
      {children}
    </div>
  );
}
