import { useState, type Ref } from 'react';
import { formatMoney, formatNumber, tariffPeriodText, type TariffFuelType } from '@wattwise/domain';
import { visuallyHidden } from '../../css/focusRing.css';
import { Card } from '../Card/Card';
import { Link } from '../Link/Link';
import { Skeleton } from '../Skeleton/Skeleton';
import * as css from './TariffCard.css';

export interface Tariff {
  supplierName: string;
  name: string;
  fuelType: TariffFuelType;
  term?: string | null;
  /** p/kWh */
  headlineElecRate?: number | null;
  headlineGasRate?: number | null;
  /** £ per year */
  savings: number;
  total: number;
  detailsLink?: string | null;
  /** The days the prices apply (YYYY-MM-DD), shown on the card when given. */
  pricesFrom?: string | null;
  pricesTo?: string | null;
}

export interface TariffCardProps {
  tariff?: Tariff;
  isLoading?: boolean;
  defaultExpanded?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * A suggested tariff: collapsed shows supplier, name, saving and the period its prices apply to;
 * expanded shows rates and total.
 */
export function TariffCard({ tariff, isLoading, defaultExpanded = false, ref }: TariffCardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  if (isLoading || !tariff) {
    return (
      <Card ref={ref}>
        <span className={visuallyHidden}>Loading tariff</span>
        <Skeleton width="50%" />
        <Skeleton width="30%" height={28} />
      </Card>
    );
  }
  const id = `tariff-${tariff.supplierName}-${tariff.name}`.replace(/\W+/g, '-');
  return (
    <Card ref={ref} as="article" aria-label={`${tariff.supplierName} ${tariff.name}`}>
      <button
        type="button"
        className={css.summary}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((e) => !e)}
      >
        <span className={css.supplier}>{tariff.supplierName}</span>
        <span className={css.name}>{tariff.name}</span>
        <span className={css.saving}>{`Save ${formatMoney(tariff.savings)} a year`}</span>
        {tariff.pricesFrom && tariff.pricesTo ? (
          <span className={css.period}>{tariffPeriodText(tariff.pricesFrom, tariff.pricesTo)}</span>
        ) : null}
      </button>
      <dl id={id} className={css.details} hidden={!expanded}>
        <dt>Fuel</dt>
        <dd>{tariff.fuelType}</dd>
        {tariff.term ? (
          <>
            <dt>Term</dt>
            <dd>{tariff.term}</dd>
          </>
        ) : null}
        {tariff.headlineElecRate !== null && tariff.headlineElecRate !== undefined ? (
          <>
            <dt>Electricity unit rate</dt>
            <dd>{`${formatNumber(tariff.headlineElecRate)} p/kWh`}</dd>
          </>
        ) : null}
        {tariff.headlineGasRate !== null && tariff.headlineGasRate !== undefined ? (
          <>
            <dt>Gas unit rate</dt>
            <dd>{`${formatNumber(tariff.headlineGasRate)} p/kWh`}</dd>
          </>
        ) : null}
        <dt>Total per year</dt>
        <dd>{formatMoney(tariff.total)}</dd>
      </dl>
      {expanded && tariff.detailsLink ? (
        <Link href={tariff.detailsLink} external>
          Tariff details
        </Link>
      ) : null}
    </Card>
  );
}
