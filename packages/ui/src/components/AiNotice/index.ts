export { AiNotice } from './AiNotice';
export type { AiNoticeProps } from './AiNotice';
