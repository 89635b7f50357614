import { useApiClient, useDataMeterDataMeters, type RouteResponse } from '@wattwise/api';
import type {
  GasFileUnit,
  MeterUploadStep,
  MeterUploadTarget,
  QualityKind,
  QualityKindChoice,
} from '@wattwise/ui';
import { useMemo, useState } from 'react';
import { useReadingsStored } from '../../platform/refresh/useReadingsStored';
import { MeterFileError, sendMeterFile } from './sendMeterFile';

type SiteMeter = RouteResponse<'data.meterData.meters'>[number];

/** The GB typical calorific value (energy-model DEFAULT_GAS_CALORIFIC_VALUE_MJ_PER_M3). */
const TYPICAL_CALORIFIC_VALUE = 39.5;

const fuelWords = { ELECTRICITY: 'electricity', GAS: 'gas' } as const;

/** A meter's id in the dialog: its own, or its building and fuel when it has none yet. */
export const targetIdOf = (m: SiteMeter) => m.meterId ?? `new:${m.path}:${m.fuel}`;

/** How the dialog names a meter: its building, fuel and number (or that it is new). */
export function meterLabel(m: SiteMeter): string {
  const which = m.meterId ? (m.number ?? 'no number') : 'no meter yet';
  return `${m.buildingName}: ${fuelWords[m.fuel]} (${which})`;
}

/**
 * The data page's meters and the upload of readings to one of them: the file is sent and checked
 * (progress while it goes up), its report shown, the user's choices by kind of finding kept, and
 * Store sends them; once stored, every answer the readings change (measured savings, series,
 * Validate, events, the figures of the calibration run) is fetched again.
 */
export function useMeterUpload(siteId: string) {
  const client = useApiClient();
  const readingsStored = useReadingsStored();
  const meters = useDataMeterDataMeters(siteId ? { params: { siteId } } : null);
  const list = useMemo(() => meters.data ?? [], [meters.data]);
  const targets: MeterUploadTarget[] = useMemo(
    () => list.map((m) => ({ id: targetIdOf(m), label: meterLabel(m), fuel: m.fuel })),
    [list],
  );
  const [isOpen, setOpen] = useState(false);
  const [targetId, setTargetId] = useState('');
  const [gasUnit, setGasUnit] = useState<GasFileUnit>('kWh');
  const [calorificValue, setCalorificValue] = useState(TYPICAL_CALORIFIC_VALUE);
  const [state, setState] = useState<MeterUploadStep>({ step: 'choose' });
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [choices, setChoices] = useState<Partial<Record<QualityKind, QualityKindChoice>>>({});
  const [error, setError] = useState<string | null>(null);
  const target = list.find((m) => targetIdOf(m) === targetId);

  const reading = () =>
    target?.fuel === 'GAS'
      ? { fuel: 'GAS' as const, unit: gasUnit, calorificValue }
      : { fuel: 'ELECTRICITY' as const };

  function open(id: string) {
    setTargetId(id);
    chooseAgain();
    setOpen(true);
  }

  function chooseAgain() {
    setState({ step: 'choose' });
    setUploadId(null);
    setChoices({});
    setError(null);
  }

  async function sendFile(file: File) {
    if (!target) return;
    setError(null);
    setState({ step: 'checking', sent: 0, size: file.size });
    try {
      const checked = await sendMeterFile(siteId, target.path, reading(), file, (sent, size) =>
        setState({ step: 'checking', sent, size }),
      );
      setUploadId(checked.uploadId);
      setState({ step: 'report', quality: checked.quality });
    } catch (failure) {
      setState({ step: 'choose' });
      setError(failure instanceof MeterFileError ? failure.message : String(failure));
    }
  }

  async function store() {
    if (!target || !uploadId || state.step !== 'report') return;
    setState({ step: 'storing', quality: state.quality });
    setError(null);
    const byKind = Object.fromEntries(
      Object.entries(choices).filter(([, choice]) => choice !== 'proposed'),
    );
    const result = await client.call('data.meterData.store', {
      params: { siteId, path: target.path },
      body: { uploadId, ...reading(), choices: { byKind } },
    });
    if (!result.ok) {
      setState({ step: 'report', quality: state.quality });
      setError(result.error.message);
      return;
    }
    setState({ step: 'stored', ...result.data });
    await Promise.all([meters.mutate(), readingsStored(siteId)]);
  }

  return {
    meters: list,
    isLoading: meters.isLoading,
    failed: meters.error !== undefined,
    dialog: {
      isOpen,
      onOpenChange: setOpen,
      targets,
      targetId,
      onTargetChange: setTargetId,
      gasUnit,
      onGasUnitChange: setGasUnit,
      calorificValue,
      onCalorificValueChange: setCalorificValue,
      state,
      error,
      onFile: (file: File) => void sendFile(file),
      choices,
      onChoiceChange: (kind: QualityKind, choice: QualityKindChoice) =>
        setChoices((old) => ({ ...old, [kind]: choice })),
      onStore: () => void store(),
      onChooseAgain: chooseAgain,
    },
    open,
  };
}
