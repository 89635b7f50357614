import { describe, expect, it } from 'vitest';
import { sortRows } from './sortRows';

interface Building {
  name: string;
  floorArea: number | null;
}
const buildings: Building[] = [
  { name: 'camden library', floorArea: 1200 },
  { name: 'Barnet Depot', floorArea: null },
  { name: 'Acton Hall', floorArea: 300 },
  { name: 'Brent School', floorArea: 95 },
];
const valueOf = (b: Building, column: string) =>
  column === 'name' ? b.name : column === 'floorArea' ? b.floorArea : undefined;

describe('sortRows', () => {
  it('sorts names alphabetically whatever their case', () => {
    const names = sortRows(buildings, { column: 'name', direction: 'ascending' }, valueOf).map(
      (b) => b.name,
    );
    expect(names).toEqual(['Acton Hall', 'Barnet Depot', 'Brent School', 'camden library']);
  });
  it('sorts numbers by value, not as text, and descending reverses the order', () => {
    const areas = sortRows(
      buildings,
      { column: 'floorArea', direction: 'descending' },
      valueOf,
    ).map((b) => b.floorArea);
    expect(areas).toEqual([1200, 300, 95, null]);
  });
  it('puts rows without a value last in both directions', () => {
    const up = sortRows(buildings, { column: 'floorArea', direction: 'ascending' }, valueOf);
    expect(up.map((b) => b.floorArea)).toEqual([95, 300, 1200, null]);
  });
  it('keeps the given order without a sort column and does not change its input', () => {
    const copy = [...buildings];
    expect(sortRows(buildings, undefined, valueOf)).toEqual(buildings);
    sortRows(buildings, { column: 'name', direction: 'descending' }, valueOf);
    expect(buildings).toEqual(copy);
  });
});
