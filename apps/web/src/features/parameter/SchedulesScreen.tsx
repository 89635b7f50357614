import { useDiagnose } from '@wattwise/api';
import {
  DEFAULT_SCHEME,
  SCHEDULE_UNIT_SUFFIX,
  diagnoseMessages,
  buildPath,
  matchRoute,
  parameterMessages,
  scheduleMessages,
  splitSpacePath,
  type ScheduleLanes,
} from '@wattwise/domain';
import {
  Banner,
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  Heading,
  IconButton,
  LoadingState,
  SchedulerGrid,
  Select,
  Stack,
  Tabs,
  Text,
  Tooltip,
} from '@wattwise/ui';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { RECALIBRATION_POLL_MS, useRefreshWhile } from '../../platform/refresh/useRefreshWhile';
import { useSchedules, type Schedule } from './useSchedules';

/** An unset route level (spec analysis §2.1: DEFAULT stands for an unset level). */
const UNSET = 'DEFAULT';

/**
 * Schedules of a space (route predict-scheduler, spec analysis §2.9, §4.9): 'Schedule' with a
 * help dialog, a room picker, a tab per schedule (sorted by title) with the 24-hour grid of
 * Weekdays, Weekends and Holidays, presets painted by click or drag, Back and Save.
 */
export default function SchedulesScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { supportEmail } = useRuntimeConfig();
  const { siteId, buildingId, floorId, spaceId } = useMemo(() => {
    const { params } = matchRoute(pathname);
    return {
      siteId: params.siteId ?? '',
      buildingId: params.buildingId ?? '',
      floorId: params.floorId ?? UNSET,
      spaceId: params.spaceId ?? UNSET,
    };
  }, [pathname]);
  // Space paths are floor/space (shell §3), the two last levels of the route.
  const spacePath = floorId !== UNSET && spaceId !== UNSET ? `${floorId}/${spaceId}` : null;
  const view = useSchedules(siteId, buildingId, spacePath);
  // energyModelRunning TRUE hides the update actions and says so (spec analysis §4.5).
  const diagnosis = useDiagnose(
    buildingId
      ? {
          params: { product: 'predict', siteId, buildingId },
          // The diagnose screen's default query, so both share one cached answer.
          query: { diagnoseMetric: DEFAULT_SCHEME, potentialMetric: DEFAULT_SCHEME },
        }
      : null,
  );
  const recalibrating = diagnosis.data?.energyModelRunning === 'TRUE';
  useRefreshWhile(recalibrating, diagnosis.mutate, RECALIBRATION_POLL_MS);
  const [tab, setTab] = useState<string>('0');
  const [helpOpen, setHelpOpen] = useState(false);

  const pickRoom = (path: string) => {
    const room = splitSpacePath(path);
    if (!room) return;
    setTab('0');
    void navigate(buildPath('predict-scheduler', { siteId, buildingId, ...room }));
  };

  let body: ReactNode;
  if (view.loadError) {
    body = <ErrorState message={scheduleMessages.loadError} supportEmail={supportEmail} />;
  } else if (!spacePath) {
    body = <EmptyState message={scheduleMessages.selectRoom} />;
  } else if (view.isLoading) {
    body = <LoadingState message={scheduleMessages.loading} />;
  } else {
    body = (
      <Tabs selectedKey={tab} onSelectionChange={(key: Key) => setTab(String(key))}>
        <Tabs.List aria-label="Schedules">
          {view.schedules.map((schedule, index) => (
            <Tabs.Tab key={schedule.title} id={String(index)}>
              {schedule.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {view.schedules.map((schedule, index) => (
          <Tabs.Panel key={schedule.title} id={String(index)}>
            <SchedulerGrid
              presets={schedule.presets}
              lanes={schedule}
              unit={SCHEDULE_UNIT_SUFFIX[schedule.unit]}
              isReadOnly={view.isDemo}
              onLanesChange={(lanes: ScheduleLanes) =>
                view.change(index, { ...schedule, ...lanes } as Schedule)
              }
              onPresetChange={(presetIndex, value) =>
                view.change(index, {
                  ...schedule,
                  presets: schedule.presets.map((preset, i) =>
                    i === presetIndex ? { ...preset, value } : preset,
                  ),
                })
              }
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  const save = (
    <Button
      isDisabled={view.isDemo || !view.isDirty || !spacePath}
      isPending={view.isPending}
      onPress={() => void view.save()}
    >
      {scheduleMessages.save}
    </Button>
  );

  return (
    <Stack gap="lg">
      <title>{`${scheduleMessages.title} · WattWise`}</title>
      <Stack direction="row" align="center" gap="sm">
        <Heading level={1}>{scheduleMessages.title}</Heading>
        <IconButton
          icon="info"
          aria-label={scheduleMessages.help}
          onPress={() => setHelpOpen(true)}
        />
      </Stack>
      {view.isDemo ? (
        <Banner tone="caution" aria-label="Demonstration site">
          {parameterMessages.demoReadOnly}
        </Banner>
      ) : null}
      {/* Disabled while the rooms load: an empty select does not open, so a press would do nothing. */}
      <Select
        label={scheduleMessages.room}
        isDisabled={view.spacesLoading}
        placeholder={view.spacesLoading ? scheduleMessages.loadingRooms : undefined}
        options={view.spaces.flatMap((space) =>
          space.path ? [{ id: space.path, label: space.name }] : [],
        )}
        selectedKey={spacePath}
        onSelectionChange={(key: Key | null) => {
          if (key !== null) pickRoom(String(key));
        }}
      />
      {body}
      {recalibrating ? <LoadingState message={diagnoseMessages.recalibrating} /> : null}
      {view.saveError ? <Text tone="critical">{view.saveError}</Text> : null}
      {view.isSaved ? <Text tone="positive">{scheduleMessages.saved}</Text> : null}
      <Stack as="nav" direction="row" justify="flex-end" gap="md">
        <Button
          variant="secondary"
          onPress={() =>
            void navigate(buildPath('predict-building-diagnose', { siteId, buildingId }))
          }
        >
          {scheduleMessages.back}
        </Button>
        {recalibrating ? null : view.isDemo ? (
          <Tooltip content={parameterMessages.demoReadOnly}>
            <span tabIndex={0} aria-label={parameterMessages.demoReadOnly}>
              {save}
            </span>
          </Tooltip>
        ) : (
          save
        )}
      </Stack>
      <Dialog title={scheduleMessages.help} isOpen={helpOpen} onOpenChange={setHelpOpen}>
        <Text>{scheduleMessages.helpText}</Text>
      </Dialog>
    </Stack>
  );
}
