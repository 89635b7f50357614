/**
 * 'What we assumed': every characteristic the engine filled in rather than was told, with the
 * options it weighed and their probabilities (stock priors, or posteriors once bills are given),
 * and any input it could not use as given.
 */
import type { BuildingTypeInfo } from '../building/buildingTypes';
import { DEFAULT_YEAR_OF_CONSTRUCTION, type BuildingFacts } from '../building/facts';
import { mostLikely, STOCK_YEAR, type StockPriors } from '../building/stock';
import type { CharacteristicBeliefs, ModelInputs } from './modelInputs';

export interface AssumedCharacteristic {
  /** The input the assumption stands in for (dotted path), or the characteristic's name. */
  field: string;
  label: string;
  /** What the engine modelled, in words. */
  text: string;
  /** Options weighed and their probabilities (sum 1); one option for a plain default. */
  options: { label: string; probability: number }[];
  /** STOCK: the housing stock of this age; BILLS: the stock updated by the bills; DEFAULT: a fixed default; NOTICE: an input not used as given. */
  basis: 'STOCK' | 'BILLS' | 'DEFAULT' | 'NOTICE';
  source: string;
}

const EHS = `English Housing Survey ${STOCK_YEAR} (MHCLG), homes of the same age`;
const pct = (p: number): string => `${Math.round(p * 100)} %`;

export function describeAssumptions(
  facts: BuildingFacts,
  type: BuildingTypeInfo,
  inputs: ModelInputs,
  priors: StockPriors,
  beliefs: CharacteristicBeliefs,
  inferred: boolean,
  notices: readonly AssumedCharacteristic[],
  demandTempOffsetK: number,
): AssumedCharacteristic[] {
  const out: AssumedCharacteristic[] = [];
  const basis = inferred ? 'BILLS' : 'STOCK';
  const source = inferred ? `${EHS}, updated by the bill for the heating fuel` : EHS;
  if (facts.yearOfConstruction === undefined)
    out.push({
      field: 'yearOfConstruction',
      label: 'Year of construction',
      text: `Not given: taken as ${DEFAULT_YEAR_OF_CONSTRUCTION}`,
      options: [{ label: String(DEFAULT_YEAR_OF_CONSTRUCTION), probability: 1 }],
      basis: 'DEFAULT',
      source: 'Shell spec §9 building defaults',
    });
  if (facts.heatingFuel === undefined || facts.heatingFuel === 'None') {
    const h = priors.mainHeating;
    const options = type.domestic
      ? [
          { label: 'mains gas', probability: h.gas },
          { label: 'oil', probability: h.oil },
          { label: 'electricity', probability: h.electric },
          { label: 'heat pump', probability: h.heatPump },
        ]
      : [{ label: 'mains gas', probability: 1 }];
    out.push({
      field: 'heatingFuel',
      label: 'Heating fuel',
      text: type.domestic
        ? `${facts.heatingFuel === 'None' ? "Given as 'None'" : 'Not given'}: modelled as ${inputs.heating.name.toLowerCase()}, the main heating of ${pct(h.gas)} of homes of this age`
        : `${facts.heatingFuel === 'None' ? "Given as 'None'" : 'Not given'}: modelled as ${inputs.heating.name.toLowerCase()} (assumption for non-domestic buildings)`,
      options,
      basis: type.domestic ? 'STOCK' : 'DEFAULT',
      source: type.domestic ? `${EHS} (DA6101)` : 'Engine default',
    });
  }
  if (type.domestic) {
    const wall = mostLikely(beliefs.wall);
    out.push({
      field: 'wall',
      label: 'Walls',
      text: `${priors.wallConstruction === 'cavity' ? 'Cavity' : 'Solid'} walls; most likely ${wall.label} (${pct(wall.probability)})`,
      options: beliefs.wall.map((o) => ({ label: o.label, probability: o.probability })),
      basis,
      source: `${source} (DA6201)`,
    });
    const loft = mostLikely(beliefs.loft);
    out.push({
      field: 'loft',
      label: 'Loft insulation',
      text: `Most likely ${loft.label} (${pct(loft.probability)}); about ${Math.round(inputs.loftInsulationMm)} mm expected`,
      options: beliefs.loft.map((o) => ({ label: o.label, probability: o.probability })),
      basis,
      source: `${source} (DA6201)`,
    });
    out.push({
      field: 'glazing',
      label: 'Glazing',
      text: `Double glazing (${pct(priors.wholeDwellingDoubleGlazed)} of homes of this age are wholly double glazed)`,
      options: [
        { label: 'whole home double glazed', probability: priors.wholeDwellingDoubleGlazed },
        { label: 'partly or not double glazed', probability: 1 - priors.wholeDwellingDoubleGlazed },
      ],
      basis: 'STOCK',
      source: `${EHS} (DA6201)`,
    });
  }
  if (!type.domestic) {
    out.push({
      field: 'fabric',
      label: 'Walls, roof and windows',
      text: 'As built for the age band (no survey of the non-domestic stock is used)',
      options: [{ label: 'as built', probability: 1 }],
      basis: 'DEFAULT',
      source: 'RdSAP 2012 Tables S6, S9, S14 by age band',
    });
    out.push({
      field: 'heatingHours',
      label: 'Heating hours',
      text: `Heating on about ${Math.round(inputs.heatingHoursFraction * 168)} h a week: ${Math.round(inputs.occupiedHoursPerWeek)} occupied hours, pre-heat and out-of-hours use`,
      options: [
        { label: `${Math.round(inputs.heatingHoursFraction * 168)} h a week`, probability: 1 },
      ],
      basis: 'DEFAULT',
      source: 'Engine assumption (CIBSE Guide F and TM22 order)',
    });
  } else if (demandTempOffsetK !== 0) {
    const t = inputs.heatingSetpointC + demandTempOffsetK;
    out.push({
      field: 'heatingSetpoint',
      label: 'How warm the home is kept',
      text: `Living room heated to ${t.toFixed(1)} °C as measured in English homes (SAP assumes ${inputs.heatingSetpointC} °C), the rest of the home cooler the more heat it loses, weekends heated like weekdays; ratings keep the SAP standard`,
      options: [{ label: `${t.toFixed(1)} °C`, probability: 1 }],
      basis: 'STOCK',
      source:
        'Energy Follow-Up Survey 2011 (living rooms 19.0 °C); SAP 2012 Table 9; Huebner et al. 2013',
    });
  }
  if (inputs.heating.boiler && beliefs.condensingBoiler > 0 && beliefs.condensingBoiler < 1)
    out.push({
      field: 'heatingSystem',
      label: 'Boiler',
      text: inputs.heating.name,
      options: [
        { label: 'condensing boiler', probability: beliefs.condensingBoiler },
        {
          label: 'non-condensing boiler fitted since 1998',
          probability: 1 - beliefs.condensingBoiler - (beliefs.pre1998Boiler ?? 0),
        },
        { label: 'boiler fitted before 1998', probability: beliefs.pre1998Boiler ?? 0 },
      ].filter((o) => o.probability > 0),
      basis: inferred ? 'BILLS' : 'STOCK',
      source:
        'Condensing boilers mandatory from 2005 (Part L), boilers replaced after 12 years (PCDF Table 181)',
    });
  if (inputs.heating.fuel === 'electricity' && beliefs.heatPumpGivenElectric > 0)
    out.push({
      field: 'heatingSystem',
      label: 'Electric heating',
      text: inputs.heating.name,
      options: [
        { label: 'heat pump', probability: beliefs.heatPumpGivenElectric },
        {
          label: 'storage heaters on a 7-hour tariff',
          probability: 1 - beliefs.heatPumpGivenElectric,
        },
      ],
      basis: inferred ? 'BILLS' : 'STOCK',
      source: `${EHS} (DA6101)`,
    });
  if (inputs.domestic && inputs.gasCookingShare > 0)
    out.push({
      field: 'cooking',
      label: 'Cooking',
      text: 'Cooking energy of a household this size, on gas in about half of homes with mains gas and on electricity in the rest',
      options: [
        { label: 'gas', probability: inputs.gasCookingShare },
        { label: 'electric', probability: 1 - inputs.gasCookingShare },
      ],
      basis: 'DEFAULT',
      source: 'BREDEM-2012 cooking equations; gas share an engine assumption',
    });
  return [...out, ...notices];
}
