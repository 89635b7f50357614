// Checks of npm run stock that are not targets: tables the engine was not calibrated to, except
// NEED's regional electricity (LA2), whose ratios the engine's household electricity now uses
// (model/regionalElectricity.ts), so its electricity rows check the type and age parts.
//  - NEED by region (2026 tables LA1/LA2): a 1965 semi at a city of each region against the
//    region's median × the semi's and the 1965–82 band's ratios to all dwellings, both fuels;
//  - NEED by region × type × age: older detached homes in the North East, both fuels;
//  - NEED by EPC band: the 1965 semi with each entered band, both fuels; NEED's medians spread
//    about 1.9× in gas from band B to G (consumption data tables by EPC band, not in data/);
//  - electricity at one floor area (50 m², a one-bedroom home's size) by type, age and region:
//    what besides floor area moves it;
//  - homes built since 2012: the band each type rates (EPC register: 84 % at B);
//  - Economy 7 with storage heaters: an electrically heated 1965 semi in the North East against
//    what such a home is expected to use (see economySevenExpectation).

/** A city in each region (assumption: the region's largest city stands for its climate). */
const CITIES = {
  'North East': { lat: 54.97, lon: -1.61 },
  'North West': { lat: 53.48, lon: -2.24 },
  'Yorkshire and The Humber': { lat: 53.8, lon: -1.55 },
  'East Midlands': { lat: 52.95, lon: -1.15 },
  'West Midlands': { lat: 52.48, lon: -1.9 },
  East: { lat: 52.21, lon: 0.12 },
  London: { lat: 51.51, lon: -0.13 },
  'South East': { lat: 51.45, lon: -0.97 },
  'South West': { lat: 50.72, lon: -3.53 },
  Wales: { lat: 51.48, lon: -3.18 },
};

const SEMI_1965 = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1972,
  heatingFuel: 'NATURAL_GAS',
};

export function stockChecks({
  estimate,
  median,
  byType,
  byAge,
  byRegion,
  tdcv,
  fmt,
  allGas,
  allElec,
}) {
  const checks = [];
  const check = (name, engine, reference, source, unit, tol = 0.2) => {
    const ratio = engine / reference;
    checks.push(
      [
        name.padEnd(44),
        `${fmt(engine)} ${unit}`.padStart(14),
        `${fmt(reference)} ${unit}`.padStart(14),
        `${ratio.toFixed(2)}×`.padStart(6),
        Math.abs(ratio - 1) <= tol ? 'within' : 'OUTSIDE',
        source,
      ].join('  '),
    );
  };
  const gasOf = (e) => e.annual.byFuel.gas.value;
  const elecOf = (e) => e.annual.byFuel.electricity.value;

  // NEED by region, both fuels.
  const regionMedian = (fuel, region) =>
    Number(byRegion.find((r) => r.fuel === fuel && r.category === region).median_kwh);
  const semiGas =
    (median(byType, 'gas', 2024, 'Semi detached') * median(byAge, 'gas', 2024, '1965 - 1982')) /
    allGas;
  const semiElec =
    (median(byType, 'electricity', 2024, 'Semi detached') *
      median(byAge, 'electricity', 2019, '1965 to 1982')) /
    allElec;
  const share = (fuel, region) =>
    regionMedian(fuel, region) / regionMedian(fuel, 'England and Wales');
  for (const [region, location] of Object.entries(CITIES)) {
    const e = estimate({ ...SEMI_1965, location });
    check(
      `${region}: 1965-80 semi 90 m² gas`,
      gasOf(e),
      semiGas * share('gas', region),
      'NEED 2026 LA1 × LA5 × T7c',
      'kWh',
    );
    check(
      `${region}: 1965-80 semi 90 m² electricity`,
      elecOf(e),
      semiElec * share('electricity', region),
      'NEED 2026 LA2 (engine input) × LA6 × 2021 T8',
      'kWh',
    );
  }

  // NEED by region × type × age: older detached homes in the North East, both fuels (the cell
  // taken as the product of the type, age and region medians' ratios, as the archetypes are).
  for (const [year, gasAge, elecAge, label] of [
    [1900, 'Pre 1919', 'Pre 1919', 'pre-1919'],
    [1930, '1919 - 1944', '1919 to 1944', '1919-44'],
    [1955, '1945 - 1964', '1945 to 1964', '1945-64'],
  ]) {
    const e = estimate({
      buildingType: 'DETACHED_HOUSE',
      floorArea: 120,
      noFloors: 2,
      yearOfConstruction: year,
      heatingFuel: 'NATURAL_GAS',
      location: CITIES['North East'],
    });
    const gasCell =
      (median(byType, 'gas', 2024, 'Detached') * median(byAge, 'gas', 2024, gasAge)) / allGas;
    const elecCell =
      (median(byType, 'electricity', 2024, 'Detached') *
        median(byAge, 'electricity', 2019, elecAge)) /
      allElec;
    check(
      `North East: ${label} detached 120 m² gas`,
      gasOf(e),
      gasCell * share('gas', 'North East'),
      'NEED 2026 LA1 × LA5 × T7c',
      'kWh',
    );
    check(
      `North East: ${label} detached 120 m² electricity`,
      elecOf(e),
      elecCell * share('electricity', 'North East'),
      'NEED 2026 LA2 × LA6 × 2021 T8',
      'kWh',
    );
  }

  // NEED by EPC band, both fuels.
  const byBand = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((epcRating) => {
    const e = estimate({ ...SEMI_1965, epcRating });
    checks.push(
      `${`1965-80 semi 90 m², entered band ${epcRating}`.padEnd(44)}  rates ${e.epc.estimate.band} (SAP ${e.epc.estimate.rating})  gas ${fmt(gasOf(e))} kWh  electricity ${fmt(elecOf(e))} kWh`,
    );
    return gasOf(e);
  });
  check(
    'gas of band G / band B, 1965-80 semi',
    byBand[6] / byBand[1],
    1.9,
    'NEED by EPC band (spread)',
    '×',
    0.25,
  );

  checks.push(...oneFloorArea(estimate, fmt));
  checks.push(...newBuildBands(estimate));

  const { low, high, lowSource, highSource, medium, mediumSource } = economySevenExpectation({
    tdcv,
    gasReference: semiGas * share('gas', 'North East'),
    electricityReference: semiElec * share('electricity', 'North East'),
  });
  const e7 = elecOf(
    estimate({
      ...SEMI_1965,
      heatingFuel: 'GRID_SUPPLIED_ELECTRICITY',
      location: CITIES['North East'],
    }),
  );
  checks.push(
    `${'North East: 1965-80 semi, storage heaters (E7)'.padEnd(44)}  ${fmt(e7)} kWh  expected ${fmt(low)}–${fmt(high)} kWh  ${e7 >= low && e7 <= high ? 'within' : 'OUTSIDE'}  (${lowSource}; ${highSource})`,
    `${''.padEnd(44)}  ${(e7 / medium).toFixed(2)}× Ofgem's typical Economy 7 meter (${fmt(medium)} kWh, ${mediumSource}), most of which are in homes heated by gas`,
  );
  return checks;
}

/**
 * Electricity of a 50 m² home (about a one-bedroom home's floor area) with no bills, by type, age
 * and region: what moves it besides floor area.
 */
function oneFloorArea(estimate, fmt) {
  const rows = [];
  const values = [];
  const cases = [];
  for (const buildingType of ['FLAT', 'TERRACED_HOUSE', 'BUNGALOW'])
    for (const yearOfConstruction of [1900, 1972, 2018])
      for (const region of ['North East', 'London', 'South West'])
        cases.push({ buildingType, yearOfConstruction, region });
  for (const c of cases) {
    const e = estimate({
      buildingType: c.buildingType,
      floorArea: 50,
      noFloors: c.buildingType === 'TERRACED_HOUSE' ? 2 : 1,
      yearOfConstruction: c.yearOfConstruction,
      heatingFuel: 'NATURAL_GAS',
      location: CITIES[c.region],
    });
    const v = e.annual.byFuel.electricity;
    values.push(v.value);
    rows.push(
      `  50 m² ${c.buildingType.toLowerCase()} ${c.yearOfConstruction} ${c.region}: ${fmt(v.value)} kWh (range ${fmt(v.low)}–${fmt(v.high)})`,
    );
  }
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return [
    `${'electricity at 50 m², by type, age and region'.padEnd(44)}  ${fmt(lo)}–${fmt(hi)} kWh (${((hi / lo - 1) * 100).toFixed(0)} % apart)`,
    ...rows,
  ];
}

/** The band each home type built since 2012 rates on gas (EPC register: 84 % of them at B). */
function newBuildBands(estimate) {
  const types = [
    ['DETACHED_HOUSE', 120, 2],
    ['SEMI_DETACHED_HOUSE', 90, 2],
    ['TERRACED_HOUSE', 80, 2],
    ['BUNGALOW', 77, 1],
    ['FLAT', 60, 1],
  ];
  const rated = types.map(([buildingType, floorArea, noFloors]) => {
    const e = estimate({
      buildingType,
      floorArea,
      noFloors,
      yearOfConstruction: 2018,
      heatingFuel: 'NATURAL_GAS',
    });
    return `${buildingType.toLowerCase()} ${e.epc.estimate.band} (SAP ${e.epc.estimate.rating})`;
  });
  const atB = rated.filter((r) => / B /.test(r)).length;
  return [
    `${'homes built 2018, gas: band by type'.padEnd(44)}  ${atB} of ${types.length} at B: ${rated.join(', ')}  (EPC register: 84 % of homes built since 2012 at B)`,
  ];
}

/**
 * What an electrically heated home on Economy 7 is expected to use. Ofgem's typical values for
 * Profile Class 2 (Economy 7) meters are for every such meter, most of them in homes heated by
 * gas; Ofgem notes that homes on these tariffs use more "because they use electricity to heat
 * their home or provide hot water" (Factsheet 96, 2011). The expectation for a home heated by
 * storage heaters is therefore taken between Ofgem's high Profile Class 2 value (2019 review,
 * 7,100 kWh) and the electricity a home of the same type, age and region would use if it took the
 * heat that gas-heated homes like it do: NEED's gas median for them × 84 % (a condensing gas
 * boiler, SAP 2012 Table 4b) at 100 % for storage heaters, plus their NEED electricity median.
 */
function economySevenExpectation({ tdcv, gasReference, electricityReference }) {
  const high = Number(
    tdcv.find(
      (r) =>
        r.review === '2019 review' &&
        r.meter_class === 'Profile Class 2 (Economy 7/10)' &&
        r.level === 'high',
    ).kwh_per_year,
  );
  const medium = Number(
    tdcv.find(
      (r) =>
        r.review === '2019 review' &&
        r.meter_class === 'Profile Class 2 (Economy 7/10)' &&
        r.level === 'medium',
    ).kwh_per_year,
  );
  return {
    medium,
    mediumSource: 'Ofgem TDCV 2019 review, Profile Class 2 medium',
    low: high,
    high: gasReference * 0.84 + electricityReference,
    lowSource: 'Ofgem TDCV 2019 review, Profile Class 2 high',
    highSource: 'NEED 2026 NE semi 1965-82: gas × 0.84 + electricity',
  };
}
