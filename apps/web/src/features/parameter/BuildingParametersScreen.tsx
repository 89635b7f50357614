import { useDiagnose } from '@wattwise/api';
import {
  DEFAULT_SCHEME,
  buildPath,
  chartMessages,
  diagnoseMessages,
  matchRoute,
  parameterMessages,
  planMessages,
  scheduleMessages,
} from '@wattwise/domain';
import {
  AlertDialog,
  Banner,
  Button,
  Dialog,
  ErrorState,
  Heading,
  Link,
  LoadingState,
  ParameterEditor,
  Stack,
  Text,
  type BuildingParameter,
} from '@wattwise/ui';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { RECALIBRATION_POLL_MS, useRefreshWhile } from '../../platform/refresh/useRefreshWhile';
import { useBuildingParameters } from './useBuildingParameters';

/**
 * Building Parameters (spec analysis §2.8, §4.6, §6): on the building diagnose route with
 * `?editing=true`. Groups from the server's catalogue with current values, Save (Floor Area
 * Percentages must total 100, hidden while recalibrating), Delete of optional parameters after
 * confirmation, then a dialog with the result; closing it leaves the editor only without errors.
 */
export default function BuildingParametersScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { supportEmail } = useRuntimeConfig();
  const { siteId, buildingId } = useMemo(() => {
    const { params } = matchRoute(pathname);
    return { siteId: params.siteId ?? '', buildingId: params.buildingId ?? '' };
  }, [pathname]);
  const view = useBuildingParameters(siteId, buildingId);
  // energyModelRunning TRUE hides the update actions (spec analysis §2.8, §4.5).
  const diagnosis = useDiagnose({
    params: { product: 'predict', siteId, buildingId },
    // The diagnose screen's default query, so both share one cached answer.
    query: { diagnoseMetric: DEFAULT_SCHEME, potentialMetric: DEFAULT_SCHEME },
  });
  const recalibrating = diagnosis.data?.energyModelRunning === 'TRUE';
  useRefreshWhile(recalibrating, diagnosis.mutate, RECALIBRATION_POLL_MS);
  const [deleting, setDeleting] = useState<BuildingParameter | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const diagnosePath = buildPath('predict-building-diagnose', { siteId, buildingId });
  const schedulesPath = buildPath('predict-scheduler', {
    siteId,
    buildingId,
    floorId: 'DEFAULT',
    spaceId: 'DEFAULT',
  });

  let body;
  if (view.loadError && view.groups.length === 0) {
    body = <ErrorState message={chartMessages.loadError} supportEmail={supportEmail} />;
  } else if (view.isLoading) {
    body = <LoadingState message={parameterMessages.loading} />;
  } else {
    body = (
      <ParameterEditor
        groups={view.groups}
        isDemo={view.isDemo}
        isPending={view.isPending}
        isSaveHidden={recalibrating}
        onSave={(changes) => void view.save(changes)}
        onDelete={(parameter) => {
          setDeleteError(null);
          setDeleting(parameter);
        }}
      />
    );
  }

  const saved = view.outcome.kind === 'saved';
  const closeResult = () => {
    view.clearOutcome();
    // Closing leaves the editor only when there were no errors (spec analysis §4.6).
    if (saved) void navigate(diagnosePath);
  };

  return (
    <Stack gap="lg">
      <title>{`${parameterMessages.title} · WattWise`}</title>
      <Stack direction="row" justify="space-between" align="center" gap="md" wrap>
        <Heading level={1}>{parameterMessages.title}</Heading>
        <Stack direction="row" gap="md" wrap>
          <Link href={schedulesPath}>{parameterMessages.schedules}</Link>
          <Link href={diagnosePath}>{planMessages.backToDiagnose}</Link>
        </Stack>
      </Stack>
      {view.isDemo ? (
        <Banner tone="caution" aria-label="Demonstration site">
          {parameterMessages.demoReadOnly}
        </Banner>
      ) : null}
      {recalibrating ? <LoadingState message={diagnoseMessages.recalibrating} /> : null}
      {body}
      <Dialog
        title={parameterMessages.resultTitle}
        isOpen={view.outcome.kind !== 'none'}
        onOpenChange={(open) => {
          if (!open) closeResult();
        }}
      >
        <Text>{saved ? parameterMessages.updateSuccess : parameterMessages.updateErrors}</Text>
      </Dialog>
      <AlertDialog
        title={parameterMessages.deleteTitle}
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        footer={
          <>
            <Button variant="secondary" onPress={() => setDeleting(null)}>
              {scheduleMessages.cancel}
            </Button>
            <Button
              isPending={view.isPending}
              onPress={() => {
                if (!deleting) return;
                void view.remove(deleting.id).then((error) => {
                  setDeleteError(error);
                  if (!error) setDeleting(null);
                });
              }}
            >
              {parameterMessages.deleteAction}
            </Button>
          </>
        }
      >
        <Stack gap="sm">
          <Text>{deleting ? parameterMessages.deleteConfirm(deleting.name) : null}</Text>
          {deleteError ? <Text tone="critical">{deleteError}</Text> : null}
        </Stack>
      </AlertDialog>
    </Stack>
  );
}
