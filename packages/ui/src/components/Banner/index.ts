export { Banner, BANNER_TONES } from './Banner';
export type { BannerProps, BannerTone } from './Banner';
