import type { Ref } from 'react';
import { assumptionMessages, likelihoodText } from '@wattwise/domain';
import { Card } from '../Card/Card';
import { Link } from '../Link/Link';
import { Heading, Text } from '../Text/Text';
import * as css from './AssumptionList.css';

export interface Assumption {
  label: string;
  /** What the model used, in words. */
  text: string;
  /** The chance of what was modelled among the options weighed; null for a plain default. */
  likelihood: number | null;
  source: string;
  /** Where the building parameter that changes it is edited (the app's route), if there is one. */
  editHref?: string | null;
}

export interface AssumptionListProps {
  assumptions: readonly Assumption[];
  ref?: Ref<HTMLElement>;
}

/**
 * 'What we assumed': each characteristic the model filled in rather than was told, how likely
 * it is, where it comes from, and a link to the building parameter that changes it.
 */
export function AssumptionList({ assumptions, ref }: AssumptionListProps) {
  return (
    <Card ref={ref} as="section" aria-label={assumptionMessages.title}>
      <Heading level={3}>{assumptionMessages.title}</Heading>
      {assumptions.length === 0 ? (
        <Text tone="muted">{assumptionMessages.none}</Text>
      ) : (
        <ul className={css.list}>
          {assumptions.map((a) => (
            <li key={a.label} className={css.item}>
              <span className={css.label}>{a.label}</span>
              <span>{a.text}</span>
              <span className={css.meta}>
                {a.likelihood === null ? a.source : `${likelihoodText(a.likelihood)} · ${a.source}`}
              </span>
              {a.editHref ? <Link href={a.editHref}>{assumptionMessages.change}</Link> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
