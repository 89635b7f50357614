import type { ChatSender } from '../enums/analysisEnums';

/** A chat message with its delivery state (spec analysis §3 "Chat message", §4.4). */
export interface ChatEntry {
  /** Tells the messages apart in the list (a user may send the same words twice). */
  id: string;
  sender: ChatSender;
  message: string;
  failed?: boolean;
}

/** State of the 'Ask Optimise' chat. */
export interface ChatState {
  entries: ChatEntry[];
  loading: boolean;
}

/** Events of the chat. */
export type ChatEvent =
  | { type: 'sent'; id: string; message: string }
  | { type: 'replied'; id: string; reply: string | null | undefined }
  | { type: 'failed' };

/** An empty chat. */
export const INITIAL_CHAT: ChatState = { entries: [], loading: false };

function markLastUserFailed(entries: ChatEntry[]): ChatEntry[] {
  const index = entries.map((e) => e.sender).lastIndexOf('user');
  return entries.map((e, i) => (i === index ? { ...e, failed: true } : e));
}

/**
 * Chat reducer (spec analysis §4.4): the message is appended, then loading, then the reply is
 * appended or the message is marked 'Message failed to send'; an empty reply counts as failed.
 */
export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'sent':
      return {
        entries: [...state.entries, { id: event.id, sender: 'user', message: event.message }],
        loading: true,
      };
    case 'replied':
      if (!event.reply || event.reply.trim() === '') {
        return { entries: markLastUserFailed(state.entries), loading: false };
      }
      return {
        entries: [...state.entries, { id: event.id, sender: 'ai', message: event.reply }],
        loading: false,
      };
    case 'failed':
      return { entries: markLastUserFailed(state.entries), loading: false };
  }
}

/**
 * A message can be sent when it has words, no reply is awaited and sending is not switched off
 * (in production, spec analysis §2.4, §5).
 */
export function canSendChat(loading: boolean, sendDisabled: boolean, draft: string): boolean {
  return !loading && !sendDisabled && draft.trim() !== '';
}

/** Placeholder example question: the first follow-up suggestion (spec analysis §2.4). */
export function chatPlaceholder(followupQuestions: readonly string[]): string {
  return followupQuestions[0] ?? '';
}

/** The Timeline tab is disabled while no scenario is selected (spec analysis §4.2). */
export function isTimelineTabDisabled(selected: readonly string[]): boolean {
  return selected.length === 0;
}
