/**
 * What the ref-forwarding test (refForwarding.test.tsx) needs beyond the stories' args: props for
 * exported parts that have no story of their own, and where each component's ref lands when it
 * is not the component's outer element.
 */
import {
  ENERGY_DEFAULTS,
  INITIAL_MPAN_CONFIRMATION,
  initialFloorArea,
  questionsLabels,
} from '@wattwise/domain';

type Args = Record<string, unknown>;
const nothing = () => {};
const floorArea = initialFloorArea(480, 2);

/** Where a ref lands: the outer element (default), the input, a portal, or a portal once opened. */
export type RefTarget = 'outer' | 'input' | 'portal' | 'opened';

export const refTargets: Readonly<Record<string, RefTarget>> = {
  TextField: 'input',
  NumberField: 'input',
  SearchField: 'input',
  ComboBox: 'input',
  Dialog: 'portal',
  AlertDialog: 'portal',
  BottomSheet: 'portal',
  Tooltip: 'portal',
  PendingOverlay: 'portal',
  ConnectSmartMeterDialog: 'portal',
  DeleteSiteDialog: 'portal',
  EpcWizardDialog: 'portal',
  InterventionDialog: 'portal',
  LogoUploadDialog: 'portal',
  MeterUploadDialog: 'portal',
  ScenarioConfirmDialog: 'portal',
  SendDiagnoseEmailDialog: 'portal',
  UpgradeDialog: 'portal',
  ParameterField: 'input',
  // Menus and filter panels open from their trigger; they take no isOpen.
  Popover: 'opened',
  Menu: 'opened',
  MenuButton: 'opened',
  ScenarioFilterPanel: 'opened',
  SiteFilterPanel: 'opened',
};

/** Context providers: they render only their children, so there is no element to hand over. */
export const rendersNoElement: readonly string[] = ['LocaleProvider', 'AppRouter'];

/** Props of exported parts that are not the component of a story file. */
export const refFixtures: Readonly<Record<string, Args>> = {
  Icon: { name: 'info' },
  Heading: { children: 'Energy use', level: 2 },
  Inline: { children: 'Energy use' },
  AlertDialog: { title: 'Delete scenario', children: 'Sure?', isOpen: true, onOpenChange: nothing },
  ErrorState: { message: 'We are having difficulty loading your data.' },
  LoadingState: { message: 'Loading your data...' },
  FigurePill: { text: 'No installation cost', variant: 'NEUTRAL', direction: null },
  SavingIndicator: { value: -213, unit: 'GBP', isCurrency: true },
  FigureRange: { value: 2712, range: { low: 2301, high: 3188 }, unit: 'GBP', isCurrency: true },
  ScenarioFilterPanel: { filters: [], onFiltersChange: nothing },
  SiteFilterPanel: { filters: {}, onFiltersChange: nothing, buildingTypes: ['OFFICE'] },
  StepSection: { legend: 'Electricity', children: 'Rates' },
  StepNotice: { tone: 'positive', children: 'Meter found' },
  UsageFields: {
    fuel: 'elec',
    energy: { elecPeriod: ENERGY_DEFAULTS.period, elecValueType: ENERGY_DEFAULTS.valueType },
    onChange: nothing,
  },
  MeterAddressSearch: {
    query: { address: '10 Gower Street', postCode: 'WC1E 6HJ' },
    onQueryChange: nothing,
    onSearch: nothing,
    search: { status: 'idle' },
    options: [],
    choice: INITIAL_MPAN_CONFIRMATION,
    onChoice: nothing,
    mpan: '',
    onMpanChange: nothing,
    errors: {},
  },
  FloorAreaField: { state: floorArea, onEvent: nothing },
  BuildingSizeFields: {
    values: { noFloors: 2, yearOfConstruction: 1998 },
    onChange: nothing,
    buildingIsWholeMesh: true,
    floorArea,
    onFloorAreaEvent: nothing,
    labels: questionsLabels,
    errors: {},
  },
  ScenarioFigureList: { figures: { savingGbp: -213, capitalCostGbp: 0 } },
  EpcChange: { current: 'D', potential: 'C', currentScore: 58, potentialScore: 71 },
  CardGrid: { 'aria-label': 'Sites', children: <li>Gower House</li> },
  MapArea: { children: 'map' },
};
