/** Where a look-up the app runs for a step stands: not started, running, answered or failed. */
export const lookUpStatuses = ['idle', 'loading', 'done', 'error'] as const;
export type LookUpStatus = (typeof lookUpStatuses)[number];

/** A look-up's status with the HTTP status of a failure (502 reads 'External Server Error'). */
export interface LookUpState {
  status: LookUpStatus;
  errorStatus?: number;
}
