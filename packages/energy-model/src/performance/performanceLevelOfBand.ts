// The map legend's grouping of EPC/DEC bands, alone in its file: the web app's first page needs it
// (packages/domain's traffic lights) without the engine it sits beside (see src/bands.ts).

export type PerformanceLevel = 'HIGH' | 'MEDIUM' | 'LOW' | 'NA';

/** Map legend (analysis §2.11): EPC/DEC A–B low, C–D medium, E–G high. */
export function performanceLevelOfBand(band: string | null | undefined): PerformanceLevel {
  switch (band?.trim().toUpperCase()) {
    case 'A+':
    case 'A':
    case 'B':
      return 'LOW';
    case 'C':
    case 'D':
      return 'MEDIUM';
    case 'E':
    case 'F':
    case 'G':
      return 'HIGH';
    default:
      return 'NA';
  }
}
