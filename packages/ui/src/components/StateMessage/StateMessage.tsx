import type { ReactNode, Ref } from 'react';
import { supportContactLine } from '@wattwise/domain';
import { Icon } from '../IconButton/icons';
import { body, icon, stateMessage, title } from './StateMessage.css';

export interface EmptyStateProps {
  /** The spec's message, passed in (e.g. homeMessages.empty from packages/domain). */
  message: ReactNode;
  title?: ReactNode;
  /** An action such as 'New Site'. */
  action?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** What a list or panel shows when it has nothing yet. */
export function EmptyState({ message, title: heading, action, ref }: EmptyStateProps) {
  return (
    <div ref={ref} className={stateMessage({ tone: 'neutral' })} data-tone="neutral" role="status">
      <span className={icon}>
        <Icon name="info" size={28} />
      </span>
      {heading ? <p className={title}>{heading}</p> : null}
      <p className={body}>{message}</p>
      {action}
    </div>
  );
}

export interface ErrorStateProps {
  /** The spec's difficulty message, e.g. homeMessages.error. */
  message: ReactNode;
  /** Support address from configuration: adds the support contact line. */
  supportEmail?: string;
  action?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** What a screen shows when its data cannot load, with the support contact line. */
export function ErrorState({ message, supportEmail, action, ref }: ErrorStateProps) {
  return (
    <div ref={ref} className={stateMessage({ tone: 'critical' })} data-tone="critical" role="alert">
      <span className={icon}>
        <Icon name="alert" size={28} />
      </span>
      <p className={title}>{message}</p>
      {supportEmail ? <p className={body}>{supportContactLine(supportEmail)}</p> : null}
      {action}
    </div>
  );
}

export interface LoadingStateProps {
  /** The spec's loading message, e.g. homeMessages.loading. */
  message: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** What a list or screen shows while its data loads; announced politely to screen readers. */
export function LoadingState({ message, ref }: LoadingStateProps) {
  return (
    <div
      ref={ref}
      className={stateMessage({ tone: 'neutral' })}
      data-tone="neutral"
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <p className={body}>{message}</p>
    </div>
  );
}
