import {
  doesNotPayBackWithin,
  formatEnergy,
  formatMoney,
  formatNumber,
  savingMessages,
} from '@wattwise/domain';
import type { Assistant, GuidanceStep, ScenarioGrounding, ScenarioSteps } from './assistant';

/**
 * The embedded default of steps and chat (ARCHITECTURE.md adapters table): a deterministic
 * generator that writes a scenario's implementation steps and answers follow-up questions from
 * the measure catalogue and this building's figures as the engine computed them. It is not a
 * language model and says so; the same question about the same building gets the same answer.
 */
export const GROUNDED_NOTE =
  "Written by WattWise's built-in guide from the measure catalogue and the modelled figures of this building; it is not a language model.";

const kg = (value: number) => `${formatNumber(Math.round(value))} kg CO2e`;
const years = (value: number) => `${formatNumber(Math.round(value * 10) / 10)} years`;

/** A yearly change in pounds with its sign in words: '£1,200 saved per year', '£213 more per year'. */
const moneyPerYear = (saving: number) =>
  `${formatMoney(Math.abs(saving))} ${saving < 0 ? savingMessages.morePerYear : savingMessages.savedPerYear}`;

function paybackText(s: ScenarioGrounding['scenario']): string {
  if (!(s.capitalCostGbp > 0))
    return `${savingMessages.noInstallationCost}, so nothing to pay back`;
  if (s.paybackYears === null)
    return s.savingGbpPerYear < 0
      ? `It costs more to run, so it never pays back: ${doesNotPayBackWithin(s.lifetimeYears)}`
      : 'It saves nothing on running costs, so it has no payback';
  if (s.paybackYears > s.lifetimeYears) return doesNotPayBackWithin(s.lifetimeYears);
  return `At that cost it pays for itself in about ${years(s.paybackYears)}, over a ${s.lifetimeYears}-year life (${s.lifetimeSource})`;
}

function costText(s: ScenarioGrounding['scenario']): string {
  return s.costIsUsers
    ? `Your own cost for it is ${formatMoney(s.capitalCostGbp)} (the catalogue's estimate is replaced by it)`
    : `The catalogue's installed cost for a building like this is ${formatMoney(s.capitalCostGbp)} (${s.costSource})`;
}

function savingText(g: ScenarioGrounding): string {
  const s = g.scenario;
  if (s.savingGbpPerYear < 0)
    return `On ${g.building.name} the model expects ${s.title} to cost ${moneyPerYear(s.savingGbpPerYear)} to run (${formatNumber(-s.savingPercent)} % more than its modelled energy cost of ${formatMoney(g.building.annualCostGbp)}), with ${formatEnergy(Math.abs(s.savingKwh))} ${s.savingKwh < 0 ? 'more' : 'less'} energy and ${kg(Math.abs(s.savingKgCo2e))} ${s.savingKgCo2e < 0 ? 'more' : 'less'} carbon a year`;
  return `On ${g.building.name} the model expects ${s.title} to save ${formatMoney(s.savingGbpPerYear)} a year (${formatNumber(s.savingPercent)} % of its modelled energy cost of ${formatMoney(g.building.annualCostGbp)}), ${formatEnergy(s.savingKwh)} and ${kg(s.savingKgCo2e)} a year`;
}

function epcText(g: ScenarioGrounding): string {
  const { currentEpc } = g.building;
  const { potentialEpc } = g.scenario;
  return potentialEpc === currentEpc
    ? `On its own it keeps the building's EPC rating at ${currentEpc}`
    : `On its own it moves the building's EPC rating from ${currentEpc} to ${potentialEpc}`;
}

function buildingText(b: ScenarioGrounding['building']): string {
  const built = b.yearOfConstruction
    ? `built in ${b.yearOfConstruction}`
    : `of the ${b.ageBand} age band`;
  const floors = `${b.floors} floor${b.floors === 1 ? '' : 's'}`;
  return `${b.name} is a ${b.buildingType.toLowerCase()} of ${formatNumber(b.floorAreaM2)} m² over ${floors}, ${built}, heated by ${b.heatingSystem}, in the ${b.climateRegion} climate region, rated EPC ${b.currentEpc}`;
}

/** What to do between planning and checking, by catalogue category. */
const WORK_BY_CATEGORY: Record<string, { quote: string; install: string; subSteps: string[] }> = {
  FABRIC: {
    quote:
      'Ask two or three insulation or glazing installers for a survey and a written quote, and check the building for damp first: insulation over a damp wall traps moisture.',
    install:
      'Have the work done in a dry season, keep ventilation paths open, and ask for the installer guarantee and the insulation or glazing specification in writing.',
    subSteps: [
      'Check building regulations: replacement windows and wall insulation need building control approval or a competent-person installer.',
      'Ask whether the building is listed or in a conservation area before changing its outside.',
    ],
  },
  SYSTEMS: {
    quote:
      'Ask a qualified heating or electrical engineer to size the new equipment for this building and quote for it.',
    install:
      'Have it installed and commissioned, and ask the engineer to set the controls to the occupied hours and set points the building actually uses.',
    subSteps: [
      'Ask for the commissioning record and the warranty terms.',
      'Keep the old equipment running until the new one is commissioned.',
    ],
  },
  RENEWABLES: {
    quote:
      'Ask MCS-certified installers for a site survey and a quote; the roof or ground must carry the equipment and be unshaded enough.',
    install:
      'The installer notifies the network operator (G98 or G99) and hands over the MCS certificate, which export payments need.',
    subSteps: [
      'Check the roof structure and any planning limits before ordering.',
      'Register for the Smart Export Guarantee with an energy supplier after commissioning.',
    ],
  },
  OPERATIONAL: {
    quote:
      'Agree the change with whoever runs the building day to day; this measure changes settings and habits rather than equipment.',
    install:
      'Make the change, write it into the building log, and tell the occupants what changed and why.',
    subSteps: ['Review the settings after a month of use.'],
  },
};

function stepsFor(g: ScenarioGrounding): GuidanceStep[] {
  const s = g.scenario;
  const work = WORK_BY_CATEGORY[s.category] ?? WORK_BY_CATEGORY.SYSTEMS!;
  return [
    {
      title: `Check what ${g.building.name} needs`,
      text: `${buildingText(g.building)}. ${s.description} ${GROUNDED_NOTE}`,
      subSteps: g.building.assumptions
        .slice(0, 4)
        .map((a) => `Confirm on site what the model assumed: ${a.label}: ${a.text}`),
      imageURLs: [],
    },
    {
      title: 'Get quotes',
      text: `${work.quote} ${costText(s)}.`,
      subSteps: [
        ...s.parameters.map((p) => `Specify ${p.label}: ${p.value}`),
        ...work.subSteps.slice(0, 1),
      ],
      imageURLs: [],
    },
    {
      title: 'Install',
      text: work.install,
      subSteps: work.subSteps.slice(1),
      imageURLs: [],
    },
    {
      title: 'Check the savings',
      text: `${savingText(g)}. ${paybackText(s)}. ${epcText(g)}. Compare your meter readings before and after on the Validate screen.`,
      subSteps: [],
      imageURLs: [],
    },
  ];
}

const GROUNDED_QUESTIONS = [
  'How much will this cost for my building?',
  'How much will I save each year?',
  'How long until it pays for itself?',
  'What will it do to my EPC rating?',
  'How much carbon will it save?',
] as const;

type Topic =
  | 'running'
  | 'payback'
  | 'cost'
  | 'saving'
  | 'carbon'
  | 'epc'
  | 'lifetime'
  | 'grant'
  | 'building'
  | 'how';

/** Topics in the order they are answered; a question may touch several. */
const TOPICS: readonly [Topic, RegExp][] = [
  ['running', /running|costs? (more |less )?to run|more to run|cheaper to run|energy (bill|cost)/],
  ['payback', /payback|pay back|pays? for itself|\broi\b|return|worth/],
  ['cost', /cost|price|expensive|afford|budget|quote|£|how much (is|does|will it cost)/],
  ['saving', /sav|bill|reduc|cut|cheaper/],
  ['carbon', /carbon|co2|emission|climate|net zero/],
  ['epc', /epc|rating|band|certificate/],
  ['lifetime', /how long (does|will) it last|lifetime|last for|durab/],
  ['grant', /grant|fund|subsid|scheme|loan|finance/],
  ['building', /assum|my building|inferred|how do you know|why/],
  ['how', /how do i|install|disrupt|step|who (can|should)|contractor/],
];

/** The building's yearly running cost before and after the measure, and why it rises if it does. */
function runningText(g: ScenarioGrounding): string {
  const s = g.scenario;
  const before = g.building.annualCostGbp;
  const after = before - s.savingGbpPerYear;
  const change = `With ${s.title} the model expects ${g.building.name} to cost ${formatMoney(after)} a year to run instead of ${formatMoney(before)}: ${moneyPerYear(s.savingGbpPerYear)}`;
  if (s.savingGbpPerYear >= 0) return `${change}.`;
  return s.savingKwh > 0
    ? `${change}. It uses ${formatEnergy(s.savingKwh)} less energy a year, but the energy it uses instead costs more per kWh at the prices used, so the running cost goes up.`
    : `${change}. It uses ${formatEnergy(Math.abs(s.savingKwh))} more energy a year, so the running cost goes up.`;
}

function answer(topic: Topic, g: ScenarioGrounding): string {
  const s = g.scenario;
  switch (topic) {
    case 'running':
      return runningText(g);
    case 'payback':
      return `${costText(s)}. ${paybackText(s)}; ${moneyPerYear(s.savingGbpPerYear)}. Use 'Set ROI' or 'Update Cost' if your quote differs.`;
    case 'cost':
      return `${costText(s)}. Real quotes vary with access and the state of the building.`;
    case 'saving':
      return `${savingText(g)}.`;
    case 'carbon':
      return `It cuts ${kg(s.savingKgCo2e)} a year from the building's modelled ${kg(g.building.annualCarbonKg)}.`;
    case 'epc':
      return `${epcText(g)}. An EPC changes only when an assessor lodges a new certificate.`;
    case 'lifetime':
      return `The catalogue gives it a life of about ${s.lifetimeYears} years (${s.lifetimeSource}).`;
    case 'grant':
      return `I have no list of grants or loans, so every figure here is before any grant. If you get one, enter the cost after it with 'Update Cost' and the payback (${s.paybackYears === null ? 'none today' : years(s.paybackYears)}) is worked out again.`;
    case 'building':
      return `${buildingText(g.building)}. ${
        g.building.assumptions.length
          ? `The model assumed: ${g.building.assumptions
              .slice(0, 3)
              .map((a) => `${a.label}: ${a.text}`)
              .join('; ')}.`
          : 'The model used the facts you entered.'
      }`;
    case 'how':
      return `Open the implementation steps of ${s.title} for the order of work: survey, quotes, installation, then checking the savings on the Validate screen.`;
  }
}

/** The embedded default: deterministic, offline, grounded in the engine's figures. */
export function createGroundedAssistant(): Assistant {
  return {
    kind: 'grounded',
    description:
      'steps and chat: built-in grounded guide (measure catalogue and modelled figures; not a language model)',
    async steps(g: ScenarioGrounding): Promise<ScenarioSteps> {
      return { improvementSteps: stepsFor(g), followupQuestions: [...GROUNDED_QUESTIONS] };
    },
    async followUp(g: ScenarioGrounding, prompt: string): Promise<string[]> {
      const text = prompt.toLowerCase();
      const matched = TOPICS.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic);
      // A question about running cost is not about the installation's cost, nor a 'why' about
      // the building's assumptions.
      const topics = matched.includes('running')
        ? matched.filter((topic) => topic !== 'cost' && topic !== 'building')
        : matched;
      const chosen =
        topics.length > 0 ? topics.slice(0, 3) : (['saving', 'cost', 'epc'] as Topic[]);
      const paragraphs = chosen.map((topic) => answer(topic, g));
      if (topics.length === 0) {
        paragraphs.unshift(
          `I can answer questions about ${g.scenario.title} on ${g.building.name} from its modelled figures: cost, running cost, savings, payback, carbon, EPC rating and what the model assumed. Here is the summary.`,
        );
      }
      return [...paragraphs, GROUNDED_NOTE];
    },
  };
}
