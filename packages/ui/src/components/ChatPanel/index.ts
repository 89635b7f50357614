export { ChatPanel } from './ChatPanel';
export type { ChatPanelProps, ChatMessage } from './ChatPanel';
