export { Wizard } from './Wizard';
export type { WizardProps, PartnerLogo } from './Wizard';
