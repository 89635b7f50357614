export { DocumentEmbed } from './DocumentEmbed';
export type { DocumentEmbedProps } from './DocumentEmbed';
