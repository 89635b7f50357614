// The theme's body font (Inter, SIL Open Font License 1.1, from @fontsource/inter), its global
// styles and the light theme on :root. These are side-effect imports: package.json lists this file
// under `sideEffects`, or a production bundle that only uses re-exports would drop them.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import './css/global.css';
import './theme/light.css';

export { vars } from './theme/contract.css';
export { sprinkles, type Sprinkles } from './css/sprinkles.css';
export {
  focusRing,
  focusRingStyle,
  insetFocusRingStyle,
  visuallyHidden,
} from './css/focusRing.css';
export { media, mobileBelowPx, narrowBelowPx } from './tokens/breakpoints';
export {
  tones,
  type Tone,
  spaceScale,
  type Space,
  typeScale,
  type TextSize,
  lightColours,
} from './tokens/tokens';
export * from './tokens/swatches';
export * from './tokens/dataColours';
export { palette, govukColours, epcRegisterColours } from './tokens/palette';

// primitives
export * from './components/Button';
export * from './components/ButtonLink';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/Text';
export * from './components/Stack';
export * from './components/TextField';
export * from './components/NumberField';
export * from './components/SearchField';
export * from './components/Select';
export * from './components/NativeSelect';
export * from './components/ComboBox';
export * from './components/Checkbox';
export * from './components/Switch';
export * from './components/RadioGroup';
export * from './components/Tabs';
export * from './components/Dialog';
export * from './components/Popover';
export * from './components/Menu';
export * from './components/Tooltip';
export * from './components/Toast';
export * from './components/ProgressBar';
export * from './components/LoadingDots';
export * from './components/PageLoading';
export * from './components/RotatingMessages';
export * from './components/Skeleton';
export * from './components/Badge';
export * from './components/Card';
export * from './components/StateMessage';
export * from './components/Table';
export * from './components/LocaleProvider';

// product components
export * from './components/Indicator';
export * from './components/KpiCard';
export * from './components/FigureWithRange';
export * from './components/EpcRatingScale';
export * from './components/ScenarioFigures';
export * from './components/ScenarioCard';
export * from './components/ScenarioSummaryCard';
export * from './components/ScenarioList';
export * from './components/TrafficLight';
export * from './components/BottomSheet';
export * from './components/ResultsPanel';
export * from './components/ScenarioDialogs';
export * from './components/DeleteSiteDialog';
export * from './components/UpgradeDialog';
export * from './components/ProductIcon';
export * from './components/SiteCard';
export * from './components/SiteListToolbar';
export * from './components/NotFound';
export * from './components/DocumentEmbed';
export * from './components/AiNotice';
export * from './components/UpgradeOverlay';
export * from './components/SchedulerGrid';
export * from './components/SpatialTree';
export * from './components/Header';
export * from './components/AppShell';
export * from './components/Wizard';
export * from './components/AddressStep';
export * from './components/EnergyCostsStep';
export * from './components/MeterCheckStep';
export * from './components/EpcCheckStep';
export * from './components/QuestionsStep';
export * from './components/RoomBreakdownStep';
export * from './components/SimpleFinaliseStep';
export * from './components/EventsTable';
export * from './components/ImprovementSteps';
export * from './components/ChatPanel';
export * from './components/ScenarioGuidance';
export * from './components/TariffCard';
export * from './components/DataQualityReport';
export * from './components/FileDropZone';
export * from './components/ParameterField';
export * from './components/ScenarioEditForm';
export * from './components/ParameterEditor';
export * from './components/EpcWizardDialog';
export * from './components/InterventionDialog';
export * from './components/ConnectSmartMeterDialog';
export * from './components/Timeline';
export * from './components/MpanConfirmation';
export * from './components/ValidationStep';
export * from './components/DateRangePicker';
export * from './components/LogoUploadDialog';
export * from './components/MeterUploadDialog';
export * from './components/Banner';
export * from './components/Page';
export * from './components/PendingOverlay';
export * from './components/SendDiagnoseEmailDialog';
export * from './components/PlaceholderScenarioCard';
export * from './components/AssumptionList';
export * from './components/MeasuredSavingList';
export { mergeRefs } from './refs';
