export { DataQualityReport } from './DataQualityReport';
export type {
  DataQualityFinding,
  DataQualityReportData,
  DataQualityReportProps,
} from './DataQualityReport';
export {
  QUALITY_KINDS,
  type QualityAction,
  type QualityKind,
  type QualityKindChoice,
} from './qualityWords';
