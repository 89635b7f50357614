export { EpcRatingScale } from './EpcRatingScale';
export type { EpcRatingScaleProps } from './EpcRatingScale';
