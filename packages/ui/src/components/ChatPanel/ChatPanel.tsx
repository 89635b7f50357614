import { useState, type Ref } from 'react';
import { canSendChat, chatMessages, chatMinSize, type ChatSender } from '@wattwise/domain';
import { IconButton } from '../IconButton/IconButton';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import * as css from './ChatPanel.css';

export interface ChatMessage {
  id: string;
  sender: ChatSender;
  message: string;
  /** The message could not be sent (or the reply was empty). */
  failed?: boolean;
}

export interface ChatPanelProps {
  messages: readonly ChatMessage[];
  onSend: (text: string) => void;
  isLoading?: boolean;
  /** Sending disabled (e.g. in production, per the spec). */
  isSendDisabled?: boolean;
  /** An example question from the follow-up suggestions. */
  placeholder?: string;
  title?: string;
  ref?: Ref<HTMLElement>;
}

/** 'Ask Optimise': messages of user and AI; Enter sends; failed messages are greyed and say so. */
export function ChatPanel({
  messages,
  onSend,
  isLoading = false,
  isSendDisabled = false,
  placeholder,
  title = chatMessages.title,
  ref,
}: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const canSend = canSendChat(isLoading, isSendDisabled, draft);
  const send = () => {
    if (!canSend) return;
    onSend(draft.trim());
    setDraft('');
  };
  return (
    <section
      ref={ref}
      className={css.panel}
      aria-label={title}
      style={{ minHeight: `${chatMinSize(messages.length) * 10}px` }}
      data-min-size={chatMinSize(messages.length)}
    >
      <h2 className={css.title}>{title}</h2>
      <ol className={css.messages} aria-live="polite">
        {messages.map((m) => (
          <li
            key={m.id}
            className={css.bubble}
            data-sender={m.sender}
            data-failed={m.failed || undefined}
          >
            <span className={css.sender}>{m.sender === 'user' ? 'You' : 'AI'}</span>
            <span>{m.message}</span>
            {m.failed ? <span className={css.failed}>{chatMessages.failedToSend}</span> : null}
          </li>
        ))}
        {isLoading ? (
          <li className={css.bubble} data-sender="ai">
            <LoadingDots label="Replying" />
          </li>
        ) : null}
      </ol>
      <div className={css.composer}>
        <textarea
          className={css.input}
          aria-label="Message"
          placeholder={placeholder}
          value={draft}
          rows={2}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              send();
            }
          }}
        />
        <IconButton icon="send" aria-label="Send" isDisabled={!canSend} onPress={send} />
      </div>
    </section>
  );
}
