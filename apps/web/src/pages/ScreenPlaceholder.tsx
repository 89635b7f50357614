import { PlaceholderPage } from './PlaceholderPage';
import { screenTitle } from '../routing/screenTitles';

/** Lazy module of every screen that a later release builds. */
export default function ScreenPlaceholder({ routeName }: { routeName: string }) {
  return <PlaceholderPage screen={screenTitle(routeName)} />;
}
