import type { Ref } from 'react';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Heading, Text } from '../Text/Text';
import * as css from './DataQualityReport.css';
import {
  CHECKS,
  QUALITY_KINDS,
  actionLabel,
  countWords,
  dayWords,
  foundSentence,
  intervalWords,
  type QualityAction,
  type QualityCounts,
  type QualityKind,
  type QualityKindChoice,
} from './qualityWords';

/** One finding of the report (the contract's MeterDataFinding). */
export interface DataQualityFinding {
  id: string;
  kind: QualityKind;
  message: string;
  proposed: QualityAction;
  allowed: QualityAction[];
}

/** A meter file's quality report as the server answers it (MeterUploadQuality). */
export interface DataQualityReportData extends QualityCounts {
  /** What the file was read as, in words (the engine's names of the layouts it reads). */
  readAs: string;
  unit: string;
  /** How the file's unit became kWh (a gas volume: the calorific conversion); null for kWh. */
  conversion: string | null;
  intervalMinutes: number;
  readings: number;
  first: string | null;
  last: string | null;
  findings: DataQualityFinding[];
  findingCounts: Record<QualityKind, number>;
}

export interface DataQualityReportProps {
  quality: DataQualityReportData;
  /** The choice made for each kind of finding; a kind left out takes each finding's proposal. */
  choices: Partial<Record<QualityKind, QualityKindChoice>>;
  onChoiceChange?: (kind: QualityKind, choice: QualityKindChoice) => void;
  ref?: Ref<HTMLElement>;
}

/** How many findings' messages each check lists (the sentence counts them all). */
const SHOWN = 3;

/** The actions a kind's findings allow, and its choice when the user has made none. */
function optionsOf(findings: DataQualityFinding[]) {
  const allowed = (['accept', 'fix', 'drop'] as const).filter((a) =>
    findings.some((f) => f.allowed.includes(a)),
  );
  const proposals = new Set(findings.map((f) => f.proposed));
  const mixed = proposals.size > 1;
  const options: QualityKindChoice[] = mixed ? ['proposed', ...allowed] : allowed;
  const fallback: QualityKindChoice = mixed ? 'proposed' : (findings[0]?.proposed ?? 'accept');
  return { options, fallback };
}

/**
 * A meter file's data-quality report, before anything is stored: the period, how many readings
 * and how often, what the file was read as with its unit and any gas conversion, then every check
 * (gaps, duplicates, negative readings, runs of zeros, spikes against the meter's own pattern,
 * clock-change days, days of the wrong length, estimated reads, unreadable lines) with what it
 * found and, where the user may act, the choice for that kind of finding.
 */
export function DataQualityReport({
  quality,
  choices,
  onChoiceChange,
  ref,
}: DataQualityReportProps) {
  const period =
    quality.first && quality.last
      ? `${dayWords(quality.first)} to ${dayWords(quality.last)}`
      : 'No readings';
  return (
    <section ref={ref} className={css.root} aria-label="Data quality">
      <dl className={css.facts}>
        <dt className={css.term}>Period covered</dt>
        <dd className={css.detail}>{period}</dd>
        <dt className={css.term}>Rows read</dt>
        <dd className={css.detail}>
          {`${countWords(quality.readings)} readings, ${intervalWords(quality.intervalMinutes)}`}
        </dd>
        <dt className={css.term}>Read as</dt>
        <dd className={css.detail}>{quality.readAs}</dd>
        <dt className={css.term}>Unit</dt>
        <dd className={css.detail}>
          {quality.conversion
            ? `${quality.unit}, converted to kWh: ${quality.conversion}`
            : `${quality.unit} (no conversion)`}
        </dd>
      </dl>
      <Heading level={3}>Checks</Heading>
      <ul className={css.checks}>
        {QUALITY_KINDS.map((kind) => {
          const count = quality.findingCounts[kind] ?? 0;
          const findings = quality.findings.filter((f) => f.kind === kind);
          const info = kind === 'clock-change-day';
          const { options, fallback } = optionsOf(findings);
          return (
            <li
              key={kind}
              className={`${css.check} ${count > 0 ? (info ? css.checkInfo : css.checkFound) : ''}`}
              data-kind={kind}
            >
              <p
                className={css.checkTitle}
              >{`${CHECKS[kind].title}${count > 0 ? ` (${countWords(count)})` : ''}`}</p>
              <Text as="p">{count > 0 ? foundSentence(kind, quality) : CHECKS[kind].clear}</Text>
              {count > 0 && !info ? (
                <ul className={css.examples}>
                  {findings.slice(0, SHOWN).map((f) => (
                    <li key={f.id}>{f.message}</li>
                  ))}
                  {count > SHOWN ? <li>{`and ${countWords(count - SHOWN)} more`}</li> : null}
                </ul>
              ) : null}
              {count > 0 && options.length > 1 ? (
                <RadioGroup
                  label={`What to do: ${CHECKS[kind].title.toLowerCase()}`}
                  value={choices[kind] ?? fallback}
                  onChange={(value) => onChoiceChange?.(kind, value as QualityKindChoice)}
                  orientation="horizontal"
                >
                  {options.map((option) => (
                    <RadioGroup.Radio key={option} value={option}>
                      {actionLabel(kind, option)}
                    </RadioGroup.Radio>
                  ))}
                </RadioGroup>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
