import { describe, expect, it } from 'vitest';
import {
  canSendChat,
  chatPlaceholder,
  chatReducer,
  INITIAL_CHAT,
  isTimelineTabDisabled,
} from './chat';

describe('chat', () => {
  it('appends, loads, then appends the reply', () => {
    const sent = chatReducer(INITIAL_CHAT, { type: 'sent', id: 'm1', message: 'How do I start?' });
    expect(sent.loading).toBe(true);
    const replied = chatReducer(sent, { type: 'replied', id: 'm2', reply: 'Call an installer.' });
    expect(replied).toEqual({
      entries: [
        { id: 'm1', sender: 'user', message: 'How do I start?' },
        { id: 'm2', sender: 'ai', message: 'Call an installer.' },
      ],
      loading: false,
    });
  });
  it('marks the message failed on error or an empty reply', () => {
    const sent = chatReducer(INITIAL_CHAT, { type: 'sent', id: 'm1', message: 'Hi' });
    expect(chatReducer(sent, { type: 'replied', id: 'm2', reply: ' ' }).entries[0]).toEqual({
      id: 'm1',
      sender: 'user',
      message: 'Hi',
      failed: true,
    });
    expect(chatReducer(sent, { type: 'failed' }).entries[0]?.failed).toBe(true);
  });
  it('disables sending while loading or in production', () => {
    expect(canSendChat(false, false, 'hi')).toBe(true);
    expect(canSendChat(true, false, 'hi')).toBe(false);
    expect(canSendChat(false, true, 'hi')).toBe(false);
    expect(canSendChat(false, false, ' ')).toBe(false);
    expect(chatPlaceholder(['What does it cost?', 'x'])).toBe('What does it cost?');
    expect(chatPlaceholder([])).toBe('');
  });
  it('disables the Timeline tab without a selection', () => {
    expect(isTimelineTabDisabled([])).toBe(true);
    expect(isTimelineTabDisabled(['a'])).toBe(false);
  });
});
