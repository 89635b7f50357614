import { useEffect, useState, type Ref } from 'react';
import { LOADING_MESSAGE_INTERVAL_MS, nextLoadingMessageIndex } from '@wattwise/domain';
import { rotating } from './RotatingMessages.css';

export interface RotatingMessagesProps {
  /** Messages shown in turn, e.g. registrationLoadingMessages from packages/domain. */
  messages: readonly string[];
  /** Milliseconds per message; the spec's 5 s by default. */
  intervalMs?: number;
  ref?: Ref<HTMLParagraphElement>;
}

/** Cycles through loading messages every 5 s, announced politely to screen readers. */
export function RotatingMessages({
  messages,
  intervalMs = LOADING_MESSAGE_INTERVAL_MS,
  ref,
}: RotatingMessagesProps) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setIndex((i) => nextLoadingMessageIndex(i, messages.length)),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [messages.length, intervalMs]);
  return (
    <p ref={ref} className={rotating} role="status" aria-live="polite">
      {messages[index] ?? ''}
    </p>
  );
}
