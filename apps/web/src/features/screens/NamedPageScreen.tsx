import { EmptyState, Page } from '@wattwise/ui';
import { emptyScreenMessage, useScreenTitle } from './useScreenTitle';

/** A full-screen route whose content another issue builds: it names itself. */
export default function NamedPageScreen() {
  const title = useScreenTitle();
  return (
    <Page title={title}>
      <title>{`${title} · WattWise`}</title>
      <EmptyState message={emptyScreenMessage} />
    </Page>
  );
}
