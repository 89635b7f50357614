import { premiumMessages } from '@wattwise/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TariffList } from './DiagnosePanels';

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
