import { diagnoseMessages, diagnoseMetricLabels, premiumMessages } from '@wattwise/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metric } from '../../testing/diagnosis';
import { SchemePanel, TariffList, type DiagnoseCharts } from './DiagnosePanels';
import { chartsWithTheScreen } from './diagnoseCharts';
import { chartsOnDemand } from './diagnoseChartsOnDemand';

afterEach(cleanup);

const tariff = (n: number) => ({
  supplierName: `Supplier ${n}`,
  name: `Tariff ${n}`,
  fuelType: 'DUAL' as const,
  term: 'Variable',
  headlineElecRate: 24.5,
  headlineGasRate: 6.2,
  savings: 1800 - n,
  total: 41_000,
});

/** Where the promotion sits among the list's items: 1 is before the first tariff. */
function promotionPosition(): number {
  const list = screen.getByRole('heading', { name: 'Suggested tariffs' }).parentElement;
  const items = [...(list?.children ?? [])].slice(1);
  return items.findIndex((item) => item.textContent === premiumMessages.tariffPartnerClaim) + 1;
}

describe('TariffList', () => {
  it('puts the promotion at the same place 1 to 3 on every render of the same list', () => {
    // The server's render and the browser's take-over draw the list apart: they must agree.
    const random = vi.spyOn(Math, 'random');
    const positions = new Set<number>();
    for (let list = 0; list < 30; list += 1) {
      const tariffs = [tariff(list), tariff(list + 100), tariff(list + 200)];
      render(<TariffList tariffs={tariffs} isLoading={false} />);
      const first = promotionPosition();
      cleanup();
      render(<TariffList tariffs={tariffs} isLoading={false} />);
      expect(promotionPosition()).toBe(first);
      cleanup();
      positions.add(first);
    }
    expect([...positions].sort()).toEqual([1, 2, 3]);
    expect(random).not.toHaveBeenCalled();
  });
});

describe('SchemePanel', () => {
  const notice = {
    notice: 'Gas use is above similar buildings.',
    highlights: [],
    noticeType: 'DIAGNOSE' as const,
    variant: 'NEGATIVE' as const,
  };
  const panel = (charts: DiagnoseCharts, extra: object = {}) =>
    render(
      <SchemePanel
        metrics={{ cost: metric(62) }}
        schemeOptions={[{ id: 'CIBSE', label: 'CIBSE' }]}
        scheme="CIBSE"
        onSchemeChange={() => undefined}
        charts={charts}
        {...extra}
      />,
    );
  const costBar = () => screen.queryByRole('meter', { name: diagnoseMetricLabels.cost });

  it("draws the signed-in diagnose's bars in its first render, with the notices and tariffs", () => {
    // The server's render draws them too: the browser's first render must find them the same.
    panel(chartsWithTheScreen, {
      notices: [notice],
      tariffs: { list: [tariff(1)], isLoading: false },
    });
    expect(costBar()).toBeTruthy();
    expect(screen.getByText(notice.notice)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Suggested tariffs' })).toBeTruthy();
  });

  it("draws the simple diagnose's bars once their code arrives, without notices or tariffs", async () => {
    panel(chartsOnDemand);
    expect(await screen.findByRole('meter', { name: diagnoseMetricLabels.cost })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Suggested tariffs' })).toBeNull();
    expect(screen.queryByText(diagnoseMessages.noImprovedTariffs)).toBeNull();
  });

  it('says in words that a metric has no data, with the reason from the answer, and draws no bar for it', () => {
    const reason = 'No water meter reading or bill has been entered, so water use is not compared.';
    render(
      <SchemePanel
        metrics={{
          cost: metric(62),
          water: { ...metric(0), state: 'NO_DATA', reason },
        }}
        schemeOptions={[{ id: 'UK_NATIONAL_AVERAGE', label: 'UK national average' }]}
        scheme="UK_NATIONAL_AVERAGE"
        onSchemeChange={() => undefined}
        charts={chartsWithTheScreen}
      />,
    );
    const water = screen.getByRole('group', { name: diagnoseMetricLabels.water });
    expect(water.textContent).toBe(`Waterno data${reason}`);
    expect(screen.queryByRole('meter', { name: diagnoseMetricLabels.water })).toBeNull();
    expect(costBar()).toBeTruthy();
  });
});
