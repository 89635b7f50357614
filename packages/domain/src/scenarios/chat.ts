import type { ChatSender } from '../enums/analysisEnums';

/** A chat message with its delivery state (spec analysis §3 "Chat message", §4.4). */
interface ChatEntry {
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
  | { type: 'sent'; message: string }
  | { type: 'replied'; reply: string | null | undefined }
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
        entries: [...state.entries, { sender: 'user', message: event.message }],
        loading: true,
      };
    case 'replied':
      if (!event.reply || event.reply.trim() === '') {
        return { entries: markLastUserFailed(state.entries), loading: false };
      }
      return {
        entries: [...state.entries, { sender: 'ai', message: event.reply }],
        loading: false,
      };
    case 'failed':
      return { entries: markLastUserFailed(state.entries), loading: false };
  }
}

/** The send button is disabled while loading or in production (spec analysis §2.4, §5). */
export function canSendChat(state: ChatState, production: boolean, draft: string): boolean {
  return !state.loading && !production && draft.trim() !== '';
}

/** Placeholder example question: the first follow-up suggestion (spec analysis §2.4). */
export function chatPlaceholder(followupQuestions: readonly string[]): string {
  return followupQuestions[0] ?? '';
}

/** The Timeline tab is disabled while no scenario is selected (spec analysis §4.2). */
export function isTimelineTabDisabled(selected: readonly string[]): boolean {
  return selected.length === 0;
}
