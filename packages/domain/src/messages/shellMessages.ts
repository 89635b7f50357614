/**
 * Every user-facing text of the shell, home, site management and registration spec
 * (/spec/shell-home-sites-registration.md), word for word. Import these; never retype them.
 * Texts whose wording the spec does not give (it only names the situation) are marked
 * "wording ours" and follow the spec's own phrasing for neighbouring messages.
 */

/** Home (your sites) screen texts. Spec shell §2 "Home", §1. */
export const homeMessages = {
  loading: 'We are loading your buildings, please wait.',
  error: 'We are having difficulty accessing your buildings.',
  empty: 'You have no sites, yet. Click New Site above to create your first site.',
  noMatch: 'No sites match your search',
  searchPlaceholder: 'Search for sites...',
  showOnMap: 'Show on map',
  /** The home's way to the estate page (ours: the spec has no estate page). */
  estate: 'Estate at a glance',
  newSite: 'New Site',
  newSitePredict: 'Predict',
  newSiteOptimise: 'Optimise',
  freeTrialBadge: 'Free Trial',
  demoBadge: 'Demo',
  deleteSite: 'Delete Site',
  bookConsultation: 'Book a consultation',
} as const;

/**
 * The support contact line shown under load errors (spec shell §2 "Home", §8; analysis §8).
 * The spec gives only "a support contact line ({email})"; wording ours.
 */
export function supportContactLine(email: string): string {
  return `If this problem persists, please contact ${email}.`;
}

/** Sidebar, menus and shell texts. Spec shell §2 "Shell and sidebars". */
export const shellMessages = {
  recentSites: 'Recent Sites',
  viewAllSites: 'View all sites',
  recentBuildings: 'Recent Buildings',
  viewAllBuildings: 'View all buildings',
  navDiagnose: 'Diagnose',
  navImprovementPlan: 'Improvement Plan',
  navValidate: 'Validate',
  navOverview: 'Overview',
  navScenarios: 'Scenarios',
  menuSite: 'Site',
  menuAccount: 'Account',
  downloadPdfReport: 'Download PDF Report',
  viewEvents: 'View Events',
  addBuilding: 'Add Building',
  connectSmartMeter: 'Connect smart meter',
  updateSiteImage: 'Update site image',
  deleteSite: 'Delete site',
  support: 'Support',
  profile: 'Profile',
  accountEdit: 'Account edit',
  editProfile: 'Edit profile',
  changePassword: 'Change password',
  logout: 'Logout',
  notFoundMessage: 'Location not found',
  goHome: 'Go home',
  trustedBy: 'Trusted by',
  /** The beta banner (spec shell §1: 'The product is in beta; a banner points to support'); wording ours. */
  betaBanner: 'WattWise is in beta. Questions or problems? We would like to hear from you.',
  betaBannerLink: 'Contact support',
  /** The pending overlay while the PDF report downloads (spec shell §4); wording ours. */
  preparingReport: 'Preparing your PDF report…',
  /** Button of the narrow-screen top bar and the slide-in menu (wording ours). */
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
} as const;

/**
 * The terms page (spec shell §2: "Terms page embeds the end user licence agreement PDF"); wording
 * ours. The PDF is built from apps/web/legal/ by the web build and served by apps/server, which
 * lets only our own pages frame it.
 */
export const termsPage = {
  title: 'Terms',
  frameTitle: 'End user licence agreement',
  openPdf: 'Open the licence agreement (PDF)',
  pdfPath: '/legal/end-user-licence-agreement.pdf',
} as const;

/** '{product} Home' external link in the profile menu. Spec shell §2 "Shell and sidebars". */
export function productHomeLink(product: string): string {
  return `${product} Home`;
}

/** Registration wizard labels. Spec shell §2 "Registration wizards". */
export const registrationMessages = {
  nextStep: 'Next Step',
  finish: 'Finish',
  addBuilding: 'Add Building',
  connectingSmartMeterChip: 'Connecting Smart Meter',
  noResultsFound: 'No results found',
  electricityOnly: 'My building is electricity only',
  isThisYourMpan: 'Is this your MPAN?',
  yes: 'Yes',
  no: 'No',
  back: 'Back',
  connect: 'Connect',
  connectToSmartMeter: 'Connect to smart meter',
  wholeBuildingQuestion: 'Does the building highlighted on the map represent your entire building?',
  revertToEstimate: 'Revert to estimate',
} as const;

/** 'Step X / Y' header of the wizard. Spec shell §2 "Registration wizards". */
export function stepCounter(step: number, total: number): string {
  return `Step ${step} / ${total}`;
}

/**
 * Loading-screen messages rotated every 5 s while a building is registered or modelled
 * (spec shell §4 "Add-building wizard", analysis §2.2). The spec names the three situations
 * (connecting to the energy meter, inferring annual usage with AI, modelling the building's
 * energy) without exact wording; wording ours.
 */
export const registrationLoadingMessages = [
  'Connecting to your energy meter...',
  'Inferring your annual usage with AI...',
  "Modelling your building's energy...",
] as const;

/** Validation texts of the registration steps. Spec shell §5. */
export const registrationValidationMessages = {
  selectBuildingOnMap: 'Please select a building on the map to proceed.',
  enterAddress: 'Please enter your address to proceed.',
  siteNameRequired: "A value must be provided for the site's name.",
  /** Street, town/city and post code are required; spec gives no text, wording ours after siteNameRequired. */
  streetRequired: 'A value must be provided for the street.',
  townRequired: 'A value must be provided for the town or city.',
  postCodeRequired: 'A value must be provided for the post code.',
  enterEnergyRates: 'Please enter your energy rates to proceed.',
  positiveEnergyRates: 'Please enter positive energy rates to proceed.',
  /** Usage value rules (spec shell §5 "Energy costs"); wording ours. */
  electricityUsageRequired: 'Please enter your electricity usage to proceed.',
  gasUsageRequired: 'Please enter your gas usage to proceed.',
  positiveUsage: 'Please enter a positive usage value to proceed.',
  monthRequired: 'Please select a month to proceed.',
  selectSupplier: 'Please select your energy supplier to proceed.',
  connectMeter: 'Please connect to your meter to proceed.',
  /** INACCESSIBLE meter needs a manual usage value (spec shell §5 "Meter check"); wording ours. */
  manualUsageRequired: 'Please enter your usage to proceed.',
  selectAddress: 'Please select an address to proceed.',
  enterMpan: 'Please enter your MPAN.',
  invalidMpan: 'Please enter a valid MPAN.',
  mpanRequired: 'A value is required for the mpan.',
  mpanFormat: 'The value is not the correct MPAN format.',
  selectEpcRating: 'Please select an EPC rating.',
  /** EPC year minimum 1900 (spec shell §5 "EPC"); wording ours. */
  epcYearMinimum: 'The EPC year must be 1900 or later.',
  /** Questions step (spec shell §5 "Questions"); wording ours. */
  totalFloorAreaRequired: 'Please enter the total floor area to proceed.',
  floorAreaRequired: 'Please enter the floor area to proceed.',
  floorCountRequired: 'Please enter the number of floors to proceed.',
  floorCountWhole: 'The number of floors must be a whole number.',
  minimumOne: 'The value must be at least 1.',
  yearRequired: 'Please enter the year of construction to proceed.',
  yearFormat: 'The year of construction must be a positive 4-digit year.',
  yearInFuture: 'The year of construction cannot be in the future.',
  heatingFuelRequired: 'Please select a heating fuel to proceed.',
  buildingCategoryRequired: 'Please select a building category to proceed.',
  agreeToTerms: 'You must agree to the terms and conditions to continue.',
  somethingWentWrong: 'Something went wrong, please try again.',
  freeTierLimit:
    'Users are limited to one site in the Predict Free tier. Contact support to upgrade your existing Free site to Predict Premium.',
  /** Images: JPEG or PNG, at most 2 MB (spec shell §5); wording ours. */
  imageType: 'Please choose a JPEG or PNG image.',
  imageSize: 'Please choose an image of at most 2 MB.',
  required: '* required',
  emailInvalid: '* e-mail address must be valid',
} as const;

/** 'Floor N must have at least one of the listed spaces.' Spec shell §5 "Room breakdown". */
export function floorNeedsSpace(floor: number): string {
  return `Floor ${floor} must have at least one of the listed spaces.`;
}

/** Toast and dialog titles. Spec shell §5, §8. */
export const toastTitles = {
  error: 'Error',
  validationError: 'Validation error:',
  registrationError: 'Registration error',
  captchaUnsuccessful: 'Captcha unsuccessful',
  externalServerError: 'External Server Error',
} as const;

/** Dialog titles. Spec shell §2 "Shell and sidebars" (Dialogs). */
export const dialogTitles = {
  connectSmartMeter: 'Connect your Smart Meter',
  deleteSite: 'Delete site',
} as const;

/** Error catalogue texts. Spec shell §8. */
export const shellErrorMessages = {
  deleteSiteFailed: 'Something went wrong, please try again later.',
  captchaUnsuccessful: 'If this issue persists, please contact an administrator.',
  meteringProviderNoResponse:
    'Apologies, we have not had a response from our metering provider. Please try again later.',
  meterCheckFailed: 'Something went wrong while checking your meter, please try again later.',
  meterInaccessible:
    "Thank you for your consent. Unfortunately, you don't have a half hourly smart meter so we are unable to access your meter data.",
  meterNotEligible: 'Sorry! We are unable to access your smart meter data.',
  /** Explanation under meterNotEligible; the spec paraphrases it, wording ours. */
  meterNotEligibleExplanation:
    'Only half-hourly smart meters can be accessed. Your energy provider may be able to supply one.',
  logoUploadFailed: 'There has been an error uploading your image, please try again later.',
  /** Designed: a file named .png or .jpg whose content is not an image the browser can draw. */
  logoUnreadable: 'This file is not an image we can read. Please choose a JPEG or PNG.',
} as const;

/** Designed (the spec shows no limit): the wizard's floor count above the engine's. */
export function floorCountTooMany(max: number): string {
  return `A building may have at most ${max} floors.`;
}

/**
 * 'Sorry. We could not register your building right now. Please contact {email}'.
 * Spec shell §8 "Registration network or server error".
 */
export function registrationFailed(email: string): string {
  return `Sorry. We could not register your building right now. Please contact ${email}`;
}

/** Premium pricing and partner texts. Spec shell §1, §9 give the figures; sentence wording ours. */
export const premiumMessages = {
  pricing: 'One-off £800, then £50 per month billed annually. £1400 in total over two payments.',
  tariffPartnerClaim: 'Users beat the average fixed tariff by over 16%.',
} as const;
