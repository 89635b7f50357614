/**
 * Steps and chat (ARCHITECTURE.md adapters table): the implementation steps of a scenario and the
 * replies of the chat about it (analysis §2.3, §2.4, §4.4, §7.1). Every implementation is given
 * the same grounding: the measure from the engine's catalogue and this building's figures as the
 * engine computed them, so an answer quotes this building, never a generic one.
 */

/** One implementation step (analysis §3 'Scenario steps'). */
export interface GuidanceStep {
  title: string;
  text: string;
  subSteps: string[];
  imageURLs: string[];
  linkURL?: string | null;
}

export interface ScenarioSteps {
  improvementSteps: GuidanceStep[];
  followupQuestions: string[];
}

/** What an assistant knows about the building and the scenario: engine figures only. */
export interface ScenarioGrounding {
  building: {
    name: string;
    buildingType: string;
    floorAreaM2: number;
    floors: number;
    yearOfConstruction: number | null;
    ageBand: string;
    heatingSystem: string;
    climateRegion: string;
    /** The rating shown on diagnose (entered, else estimated). */
    currentEpc: string;
    annualEnergyKwh: number;
    annualCostGbp: number;
    annualCarbonKg: number;
    /** 'What we assumed': characteristics the engine inferred, in words. */
    assumptions: { label: string; text: string }[];
  };
  scenario: {
    id: string;
    title: string;
    /** Plain text (the catalogue's description without markup). */
    description: string;
    category: string;
    parameters: { label: string; value: string }[];
    capitalCostGbp: number;
    /** The cost is the user's own ('Update Cost' or 'Set ROI'), not the catalogue's estimate. */
    costIsUsers: boolean;
    costSource: string;
    savingGbpPerYear: number;
    savingPercent: number;
    savingKwh: number;
    savingKgCo2e: number;
    paybackYears: number | null;
    lifetimeYears: number;
    lifetimeSource: string;
    potentialEpc: string;
  };
}

export interface Assistant {
  /** 'grounded': the embedded deterministic generator; 'llm': an OpenAI-compatible endpoint. */
  kind: 'grounded' | 'llm';
  /** One line for the start-up log. */
  description: string;
  steps(grounding: ScenarioGrounding): Promise<ScenarioSteps>;
  /** Reply paragraphs; an empty list counts as failed (analysis §4.4). */
  followUp(grounding: ScenarioGrounding, prompt: string): Promise<string[]>;
}

/** The assistant could not answer (endpoint down, unreadable reply): the web shows the spec's failure text. */
export class AssistantUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AssistantUnavailableError';
  }
}
