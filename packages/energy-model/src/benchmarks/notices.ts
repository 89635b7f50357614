/**
 * The Diagnose and Potential tabs' notices: how far each compared fuel sits above or below what
 * it is compared with, named as it is (a home under CIBSE is compared with NEED, not TM46), and
 * the scheme's reason when it has no figure at all. What the tab compares with is the diagnosis's
 * `diagnoseBasis`; metrics that are not compared say why in their own `reason`.
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
  electricity: 'electricity use is',
  gas: 'gas use is',
  oil: 'oil use is',
  carbon: 'carbon emissions are',
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
  tab: {
    metrics: Record<DiagnoseMetricKey, DiagnoseMetric>;
    basis: string;
    label: string | null;
  },
  scheme: BenchmarkScheme,
  type: 'DIAGNOSE' | 'POTENTIAL',
  est: Estimate,
): Notice[] {
  const out: Notice[] = [];
  if (tab.label === null) out.push(notice(tab.basis, scheme.label, type, 'NEGATIVE'));
  for (const key of ['electricity', 'gas', 'oil', 'carbon'] as const) {
    const m = tab.metrics[key];
    if (m.state !== 'COMPARED' || m.benchmark <= 0 || tab.label === null) continue;
    const above = m.actual > m.benchmark;
    const pct = `${Math.round((Math.abs(m.actual - m.benchmark) / m.benchmark) * 100)}%`;
    out.push(
      notice(
        `Your ${WORDS[key]} ${pct} ${above ? 'above' : 'below'} ${tab.label}.`,
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
