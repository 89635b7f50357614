/**
 * The Diagnose and Potential tabs' notices: what the building is compared with, and how far each
 * compared fuel sits above or below its benchmark. Metrics that are not compared say so in their
 * own `reason`, not here.
 */
import type { Estimate } from '../model/estimate';
import type { DiagnoseMetric, DiagnoseMetricKey } from './metric';
import type { BenchmarkScheme } from './schemes';

export interface Notice {
  notice: string;
  highlights: string[];
  noticeType: 'ACTUAL' | 'DIAGNOSE' | 'POTENTIAL';
  variant: 'POSITIVE' | 'NEGATIVE';
  learnMoreURL: string | null;
}

const WORDS: Partial<Record<DiagnoseMetricKey, string>> = {
  electricity: 'electricity use',
  gas: 'gas use',
  oil: 'oil use',
  carbon: 'carbon emissions',
};

function notice(
  text: string,
  highlight: string,
  type: Notice['noticeType'],
  variant: Notice['variant'],
): Notice {
  return { notice: text, highlights: [highlight], noticeType: type, variant, learnMoreURL: null };
}

export function noticesFor(
  metrics: Record<DiagnoseMetricKey, DiagnoseMetric>,
  basis: string,
  scheme: BenchmarkScheme,
  type: 'DIAGNOSE' | 'POTENTIAL',
  est: Estimate,
): Notice[] {
  const compared = (['electricity', 'gas', 'oil', 'carbon'] as const).filter(
    (key) => metrics[key].state === 'COMPARED' && metrics[key].benchmark > 0,
  );
  // Without any compared fuel the tab says what it could not compare with, in the scheme's name.
  const out: Notice[] = [
    notice(basis, scheme.label, type, compared.length > 0 ? 'POSITIVE' : 'NEGATIVE'),
  ];
  for (const key of compared) {
    const m = metrics[key];
    const above = m.actual > m.benchmark;
    const pct = `${Math.round((Math.abs(m.actual - m.benchmark) / m.benchmark) * 100)}%`;
    out.push(
      notice(
        `Your ${WORDS[key]} ${key === 'carbon' ? 'are' : 'is'} ${pct} ${above ? 'above' : 'below'} the ${scheme.label} benchmark.`,
        pct,
        type,
        above ? 'NEGATIVE' : 'POSITIVE',
      ),
    );
  }
  if (est.dampAndMould.level !== 'LOW')
    out.push(
      notice(
        'The model shows a raised risk of damp and mould.',
        'damp and mould',
        type,
        'NEGATIVE',
      ),
    );
  return out;
}
