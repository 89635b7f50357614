import { EmptyState, Heading, Stack } from '@wattwise/ui';
import { emptyScreenMessage, useScreenTitle } from './useScreenTitle';

/** An analysis screen inside the shell whose content is not built yet: it names itself. */
export default function NamedShellScreen() {
  const title = useScreenTitle();
  return (
    <Stack gap="lg">
      <title>{`${title} · WattWise`}</title>
      <Heading level={1}>{title}</Heading>
      <EmptyState message={emptyScreenMessage} />
    </Stack>
  );
}
