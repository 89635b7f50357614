// Every measure offered to thirteen buildings, as an energy assessor would check them: the change per
// fuel (signed: + is more), PV used on site and exported, the yearly cost change, the installed
// cost with its source and price year, the payback, and where a measure applies only to some
// homes like this, how likely that is, why a measure is offered where that is not plain (a roof
// measure for a top-floor flat), the recommended set, and every measure not offered with the reason.
// Runs on the sources (tsx), so it needs no build. Usage: npm run measures -w @wattwise/energy-model
import { estimate, listScenarios, measureOffers, recommendedMeasureIds } from '../src/index.ts';

const at = { lat: 52.48, lon: -1.9 }; // Birmingham (SAP region Midlands)
const BUILDINGS = [
  {
    name: 'Victorian mid-terrace, solid walls, gas',
    buildingType: 'TERRACED_HOUSE',
    floorArea: 85,
    noFloors: 2,
    yearOfConstruction: 1895,
    heatingFuel: 'NATURAL_GAS',
  },
  {
    name: '1930s semi, gas',
    buildingType: 'SEMI_DETACHED_HOUSE',
    floorArea: 90,
    noFloors: 2,
    yearOfConstruction: 1930,
    heatingFuel: 'NATURAL_GAS',
  },
  {
    name: '1930s semi whose owner says the loft has no insulation',
    buildingType: 'SEMI_DETACHED_HOUSE',
    floorArea: 90,
    noFloors: 2,
    yearOfConstruction: 1930,
    heatingFuel: 'NATURAL_GAS',
    parameters: { building: { loftInsulationMm: 0 } },
  },
  {
    name: '1965 detached, gas',
    buildingType: 'DETACHED_HOUSE',
    floorArea: 120,
    noFloors: 2,
    yearOfConstruction: 1965,
    heatingFuel: 'NATURAL_GAS',
  },
  {
    name: '1990 detached, oil (off the gas grid)',
    buildingType: 'DETACHED_HOUSE',
    floorArea: 140,
    noFloors: 2,
    yearOfConstruction: 1990,
    heatingFuel: 'OIL',
  },
  {
    name: 'New-build semi (2022), gas',
    buildingType: 'SEMI_DETACHED_HOUSE',
    floorArea: 95,
    noFloors: 2,
    yearOfConstruction: 2022,
    heatingFuel: 'NATURAL_GAS',
  },
  {
    name: '1970 flat, gas',
    buildingType: 'FLAT',
    floorArea: 60,
    noFloors: 1,
    yearOfConstruction: 1970,
    heatingFuel: 'NATURAL_GAS',
  },
  {
    name: '1970 flat on the top floor (floor position given), gas',
    buildingType: 'FLAT',
    floorArea: 60,
    noFloors: 1,
    yearOfConstruction: 1970,
    heatingFuel: 'NATURAL_GAS',
    parameters: { building: { floorPosition: 'TOP_FLOOR' } },
  },
  {
    name: '2010 flat, electric',
    buildingType: 'FLAT',
    floorArea: 55,
    noFloors: 1,
    yearOfConstruction: 2010,
    heatingFuel: 'GRID_SUPPLIED_ELECTRICITY',
  },
  {
    name: '1975 secondary school, 3,000 m², gas',
    buildingType: 'SCHOOLS_AND_SEASONAL_PUBLIC_BUILDINGS',
    floorArea: 3000,
    noFloors: 2,
    yearOfConstruction: 1975,
    heatingFuel: 'NATURAL_GAS',
  },
  {
    name: '1900 office, 2,000 m², gas',
    buildingType: 'GENERAL_OFFICE',
    floorArea: 2000,
    noFloors: 4,
    yearOfConstruction: 1900,
    heatingFuel: 'NATURAL_GAS',
  },
  {
    name: '1995 air-conditioned office, 4,000 m², gas',
    buildingType: 'GENERAL_OFFICE',
    floorArea: 4000,
    noFloors: 4,
    yearOfConstruction: 1995,
    heatingFuel: 'NATURAL_GAS',
    coolingSystem: 'AIR_CONDITIONING',
  },
  {
    name: '1980 hotel, 5,000 m², gas',
    buildingType: 'HOTEL',
    floorArea: 5000,
    noFloors: 5,
    yearOfConstruction: 1980,
    heatingFuel: 'NATURAL_GAS',
  },
];

const int = (v) => Math.round(v).toLocaleString('en-GB');
const signed = (v, unit) => `${v > 0 ? '+' : v < 0 ? '−' : '±'}${int(Math.abs(v))} ${unit}`;
const money = (v) => (Math.round(v) === 0 ? '£0' : v < 0 ? `£${int(-v)} saved` : `£${int(v)} more`);

for (const { name, ...facts } of BUILDINGS) {
  const b = { ...facts, location: at };
  const e = estimate(b);
  const fuels = Object.entries(e.annual.byFuel)
    .filter(([, r]) => r.value > 0)
    .map(([f, r]) => `${f} ${int(r.value)} kWh`)
    .join(', ');
  console.log(
    `\n=== ${name} (${b.floorArea} m², EPC ${e.epc.band}): ${fuels}; £${int(e.annual.costGbp.value)} a year`,
  );
  for (const s of listScenarios(b)) {
    const c = s.change;
    const perFuel = c.fuels
      .filter((f) => Math.abs(f.kwh) >= 0.5)
      .map((f) => `${f.fuel} ${signed(f.kwh, 'kWh')}`)
      .join(', ');
    const pv =
      c.pv.generationKwh > 0
        ? `; PV ${int(c.pv.generationKwh)} kWh made: ${int(c.pv.selfUseKwh)} used on site, ${int(c.pv.exportKwh)} exported (£${int(c.pv.exportIncomeGbp)})`
        : '';
    console.log(`  ${s.title}`);
    console.log(
      `    change a year: ${perFuel || 'none'}${pv}; cost ${money(c.costGbp)}; carbon ${signed(c.kgCo2e, 'kgCO2e')}`,
    );
    const cost =
      s.cost.highGbp > 0 ? `£${int(s.cost.lowGbp)}–${int(s.cost.highGbp)}` : 'no installation cost';
    console.log(`    cost: ${cost} [${s.cost.source}]`);
    console.log(`    payback: ${s.payback.text} (life ${s.lifetimeYears} years)`);
    if (s.applies?.sentence)
      console.log(`    applies: ${s.applies.sentence} (settled by '${s.applies.parameterName}')`);
    if (s.offeredBecause) console.log(`    why: ${s.offeredBecause}`);
  }
  const recommended = recommendedMeasureIds(listScenarios(b));
  console.log(`  recommended (pay back within their life): ${recommended.join(', ') || 'none'}`);
  const not = measureOffers(b).filter((o) => !o.offered);
  if (not.length) console.log('  not offered:');
  for (const o of not) console.log(`    ${o.title}: ${o.reason}`);
}
