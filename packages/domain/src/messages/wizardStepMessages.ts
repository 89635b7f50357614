/**
 * Field labels, legends and short texts of the registration wizard's step bodies
 * (spec shell §2 "Registration wizards"). The spec names the fields but gives few of their
 * labels word for word; texts it gives word for word are in registrationMessages (shellMessages)
 * and are reused here, the rest are "wording ours" in the spec's own phrasing.
 */
import { registrationMessages } from './shellMessages';

/** Title of each step's pane (wording ours; spec shell §2 names the steps). */
export const wizardStepTitles = {
  address: 'Where is your building?',
  'map-select': 'Select your building on the map',
  'meter-check': 'Connect your smart meter',
  'energy-costs': 'Your energy costs',
  'epc-check': 'Energy Performance Certificate',
  questions: 'About your building',
  'room-breakdown': 'Room breakdown',
  'simple-finalise': 'About your building',
  validation: 'Almost done',
} as const;

/** Address step fields (spec shell §2 "Address step", §3 "Address"). Wording ours. */
export const addressStepLabels = {
  buildingName: 'Building name',
  unit: 'Unit',
  street: 'Street',
  town: 'Town or city',
  postCode: 'Post code',
  country: 'Country',
} as const;

/** Energy-costs step (spec shell §2 "Energy-costs step"; rates in pence). Wording ours. */
export const energyCostsLabels = {
  electricity: 'Electricity',
  gas: 'Gas',
  dayRate: 'Day rate',
  unitRate: 'Unit rate',
  /** Day (standing) rate unit: pence per day. */
  dayRateUnit: 'p/day',
  /** Unit rate unit: pence per kWh. */
  unitRateUnit: 'p/kWh',
  usage: 'Usage',
  period: 'Period',
  valueType: 'Value type',
  value: 'Value',
  month: 'Month',
  electricityOnly: registrationMessages.electricityOnly,
  connectToSmartMeter: registrationMessages.connectToSmartMeter,
  smartMeterUsage: 'Your usage will be read from your smart meter.',
} as const;

/** Meter-check step (spec shell §2 "Meter-check step", §4 "Meter and MPAN"). Wording ours. */
export const meterCheckLabels = {
  supplierLegend: 'Your suppliers',
  electricitySupplier: 'Electricity supplier',
  gasSupplier: 'Gas supplier',
  gasSupplierDescription: 'Only if your gas comes from a different supplier.',
  suppliersLoading: 'Loading suppliers',
  meterLegend: 'Find your meter',
  meterAddress: 'Address',
  meterPostCode: 'Post code',
  search: 'Search',
  searching: 'Searching',
  chooseMeterAddress: 'Choose your meter address',
  mpan: 'MPAN',
  mpanDescription: 'The 13 to 21 digit number on your electricity bill.',
  mpanConfirmed: 'MPAN confirmed',
  mprn: 'MPRN',
  mprnDescription: 'The meter point reference number of your gas meter.',
  consent:
    'I consent to WattWise accessing the half-hourly data of my electricity meter through its data provider.',
  connect: registrationMessages.connect,
  checking: 'Checking your meter',
  meterAccessible: 'Your smart meter is connected.',
  manualUsageLegend: 'Your electricity usage',
  manualUsageDescription: 'Without access to your meter data, tell us your usage instead.',
} as const;

/** EPC-check step (spec shell §2 "EPC check"). Wording ours. */
export const epcCheckLabels = {
  lookingUp: 'Looking up your certificate',
  foundLegend: 'We found these certificates. Choose yours.',
  /** The other certificates at the post code, closest first, below the building's own. */
  othersLegend: 'Other certificates at this post code',
  noneOfThese: 'None of these is my building',
  noneFound: 'We could not find a certificate for this address.',
  lookUpFailed: 'We could not look up your certificate. You can enter your rating below.',
  manualLegend: 'Or enter your EPC rating',
  noEpc: 'My building does not have an EPC',
  epcYear: 'EPC year',
  certificate: 'Certificate',
  certificateDrop: 'Drop your certificate here as a JPEG or PNG (up to 2 MB)',
  chooseCertificate: 'Choose file',
  certificateChosen: 'Chosen certificate',
} as const;

/** Questions step (spec shell §2 "Questions"). Wording ours. */
export const questionsLabels = {
  floors: 'Number of floors',
  floorArea: 'Floor area',
  totalFloorArea: 'Total floor area',
  floorAreaUnit: 'm²',
  yearOfConstruction: 'Year of construction',
  heatingFuel: 'Heating fuel',
  coolingSystem: 'Cooling system',
} as const;

/** Room-breakdown step (spec shell §2 "Room breakdown"). Wording ours. */
export const roomBreakdownLabels = {
  buildingCategory: 'Building category',
  spacesLoading: 'Loading the spaces of this building category',
  chooseCategoryFirst: 'Choose a building category to list its spaces.',
  spacesFailed: 'We could not load the spaces of this building category, please try again later.',
} as const;

/** 'Floor N', the legend of each floor in the room breakdown (matches floorNeedsSpace). */
export function floorLegend(floor: number): string {
  return `Floor ${floor}`;
}

/** Simple-finalise step (spec shell §2 "Simple finalise"). */
export const simpleFinaliseLabels = {
  buildingType: 'Building type',
  wholeBuildingQuestion: registrationMessages.wholeBuildingQuestion,
  floors: 'Number of floors',
  totalFloorArea: 'Total floor area',
  estimatedFloorArea: 'Estimated floor area',
  floorAreaUnit: 'm²',
  revertToEstimate: registrationMessages.revertToEstimate,
  /** Spec shell §2: "year of construction or last significant refurbishment". */
  yearOfConstruction: 'Year of construction or last significant refurbishment',
  buildingTypesLoading: 'Loading building types',
} as const;

/**
 * Validation step (spec shell §2: "the terms checkbox and a reCAPTCHA notice"; the spec gives
 * neither text). Wording ours, the notice in the words Google asks for when its badge is hidden.
 */
export const validationStepLabels = {
  agreePrefix: 'I agree to the',
  termsLink: 'terms and conditions',
  recaptchaPrefix: 'This site is protected by reCAPTCHA and the Google',
  privacyPolicy: 'Privacy Policy',
  and: 'and',
  termsOfService: 'Terms of Service',
  recaptchaSuffix: 'apply.',
  privacyPolicyHref: 'https://policies.google.com/privacy',
  termsOfServiceHref: 'https://policies.google.com/terms',
} as const;
