/** Shape of the generated English Housing Survey stock table (src/data/ukStock.generated.ts). */
export interface StockAgeBand {
  /** EHS dwelling-age band label, e.g. '1919-44'. */
  band: string;
  /** First build year of the band (-Infinity for the oldest). */
  fromYear: number;
  /** Shares 0–1 of dwellings by wall type and insulation (EHS DA6201). */
  walls: {
    cavityInsulated: number;
    cavityInsulatedAsBuilt: number;
    cavityUninsulated: number;
    solidInsulated: number;
    solidUninsulated: number;
    other: number;
  };
  /** Shares 0–1 of dwellings by loft insulation thickness (EHS DA6201). */
  loft: {
    none: number;
    under100mm: number;
    from100To150mm: number;
    atLeast150mm: number;
    flatRoofOrUnknown: number;
    noLoft: number;
  };
  wholeDwellingDoubleGlazed: number;
  /** Shares 0–1 by main heating (EHS DA6101); the rest is other fuels and heat networks. */
  mainHeating: { gas: number; oil: number; electric: number; heatPump: number };
  /** EHS DA7101 mean SAP rating of the band. */
  meanSap: number;
}
