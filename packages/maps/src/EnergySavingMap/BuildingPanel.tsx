import type { Ref } from 'react';
import { dateFormatter, numberFormatter } from '@wattwise/domain';
import { energyMapMessages } from '../mapSpec';
import * as styles from './EnergySavingMap.css';

/** Map certificate (analysis-screens §3 "Map certificate", 2026). */
export interface MapCertificate {
  /** 'EPC' or 'DEC'. */
  certificateType: string;
  rating: string;
  /** ISO date the certificate was issued. */
  issuedDate: string;
  /** Floor area in m²; null when the register gives none. */
  floorArea: number | null;
  buildingType: string | null;
  /** True for a synthetic sample row bundled with the server (labelled, never passed off as real). */
  sample?: boolean;
}

export interface BuildingPanelProps {
  buildingLabel: string;
  /** The building's certificate; null when it has none; undefined while it is looked up. */
  certificate: MapCertificate | null | undefined;
  onFindOutMore: (certificate: MapCertificate) => void;
  onPredictAccount: () => void;
  onClose: () => void;
  ref?: Ref<HTMLElement>;
}

const dateFormat = dateFormatter({ day: 'numeric', month: 'long', year: 'numeric' });
/** A fact the register leaves empty (wording ours). */
const NOT_GIVEN = 'Not given';
const areaFormat = numberFormatter({ maximumFractionDigits: 0 });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(date);
}

/** The panel of the clicked building: its certificate, or the no-certificate message. */
export function BuildingPanel({
  buildingLabel,
  certificate,
  onFindOutMore,
  onPredictAccount,
  onClose,
  ref,
}: BuildingPanelProps) {
  return (
    <section
      ref={ref}
      className={styles.panel}
      aria-label="Selected building"
      aria-busy={certificate === undefined}
    >
      <button
        type="button"
        className={styles.closeButton}
        aria-label="Close building panel"
        onClick={onClose}
      >
        ×
      </button>
      <h3 className={styles.panelTitle}>{buildingLabel}</h3>
      {certificate === undefined && <p>Looking up the certificate…</p>}
      {certificate === null && (
        <>
          <p>{energyMapMessages.noCertificate}</p>
          <button type="button" className={styles.button} onClick={onPredictAccount}>
            {energyMapMessages.predictAccount}
          </button>
        </>
      )}
      {certificate && (
        <>
          <dl className={styles.facts}>
            <dt className={styles.factName}>Certificate</dt>
            <dd className={styles.factValue}>{certificate.certificateType}</dd>
            <dt className={styles.factName}>Rating</dt>
            <dd className={styles.factValue}>{certificate.rating}</dd>
            <dt className={styles.factName}>Date issued</dt>
            <dd className={styles.factValue}>{formatDate(certificate.issuedDate)}</dd>
            <dt className={styles.factName}>Floor area</dt>
            <dd className={styles.factValue}>
              {certificate.floorArea === null
                ? NOT_GIVEN
                : `${areaFormat(certificate.floorArea)} m²`}
            </dd>
            <dt className={styles.factName}>Building type</dt>
            <dd className={styles.factValue}>{certificate.buildingType ?? NOT_GIVEN}</dd>
          </dl>
          {certificate.sample && <p className={styles.sampleNote}>{energyMapMessages.sample}</p>}
          <button
            type="button"
            className={styles.button}
            onClick={() => onFindOutMore(certificate)}
          >
            {energyMapMessages.findOutMore}
          </button>
        </>
      )}
    </section>
  );
}
