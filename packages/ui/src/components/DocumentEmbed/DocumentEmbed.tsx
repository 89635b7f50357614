import type { Ref } from 'react';
import { Link } from '../Link/Link';
import * as css from './DocumentEmbed.css';

export interface DocumentEmbedProps {
  /** The document's name: the frame's accessible title. */
  title: string;
  /** Where the document is (same origin: the server lets only its own pages frame it). */
  src: string;
  /** The link under the frame that opens the document on its own (phones often cannot show it inline). */
  openLabel: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A document (a PDF) shown inside the page, with a link that opens it on its own for browsers
 * that cannot display it inline (spec shell §2: the terms page embeds the licence PDF).
 */
export function DocumentEmbed({ title, src, openLabel, ref }: DocumentEmbedProps) {
  return (
    <div ref={ref} className={css.root}>
      <iframe className={css.frame} title={title} src={src} />
      <Link href={src} external>
        {openLabel}
      </Link>
    </div>
  );
}
