import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioGrounding } from './assistant';
import { AssistantUnavailableError } from './assistant';
import { createGroundedAssistant } from './groundedAssistant';
import { createAssistant } from './index';
import { createLlmAssistant } from './llmAssistant';

/** A building and scenario as the service grounds them (figures made up for the test). */
const grounding: ScenarioGrounding = {
  building: {
    name: 'Mill House',
    buildingType: 'Office',
    floorAreaM2: 1250,
    floors: 3,
    yearOfConstruction: 1968,
    ageBand: '1967-1975',
    heatingSystem: 'a gas boiler',
    climateRegion: 'Thames',
    currentEpc: 'D',
    annualEnergyKwh: 210_000,
    annualCostGbp: 41_500,
    annualCarbonKg: 52_300,
    assumptions: [{ label: 'Wall insulation', text: 'uninsulated cavity (62 %)' }],
  },
  scenario: {
    id: 'cavity-wall-insulation',
    title: 'Cavity wall insulation',
    description: 'Fill the cavity.',
    category: 'FABRIC',
    parameters: [{ label: 'Insulation', value: 'Blown mineral wool' }],
    capitalCostGbp: 9400,
    costIsUsers: false,
    costSource: 'DESNZ cost data 2024',
    savingGbpPerYear: 2350,
    savingPercent: 5.66,
    savingKwh: 14_000,
    savingKgCo2e: 2560,
    paybackYears: 4,
    lifetimeYears: 40,
    lifetimeSource: 'PCDB',
    potentialEpc: 'C',
  },
};

describe('grounded guide', () => {
  const guide = createGroundedAssistant();

  it("answers with the building's own figures and says what it is", async () => {
    const reply = (await guide.followUp(grounding, 'How much carbon and money will I save?')).join(
      '\n',
    );
    expect(reply).toContain('£2,350');
    expect(reply).toContain('Mill House');
    expect(reply).toContain('2,560 kg CO2e');
    expect(reply).toContain('not a language model');
  });

  it('answers a question it has no topic for with the summary, never an empty reply', async () => {
    const reply = await guide.followUp(grounding, 'hello');
    expect(reply.length).toBeGreaterThan(1);
    expect(reply.join(' ')).toContain('£9,400');
    expect(reply.join(' ')).toContain('from D to C');
  });

  it('writes steps in order, ending with the check of the savings', async () => {
    const steps = await guide.steps(grounding);
    expect(steps.improvementSteps.map((s) => s.title)).toEqual([
      'Check what Mill House needs',
      'Get quotes',
      'Install',
      'Check the savings',
    ]);
    expect(steps.improvementSteps[1]!.subSteps).toContain('Specify Insulation: Blown mineral wool');
  });
});

describe('OpenAI-compatible endpoint', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  /** A fake chat-completions endpoint on a free loopback port; records what it was sent. */
  async function fakeLlm(
    answer: (body: Record<string, unknown>) => { status: number; body: unknown },
  ) {
    const seen: {
      headers: IncomingMessage['headers'];
      url?: string;
      body: Record<string, unknown>;
    }[] = [];
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as Record<string, unknown>;
        seen.push({ headers: req.headers, url: req.url, body });
        const reply = answer(body);
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server!.address() as AddressInfo;
    return { baseUrl: `http://127.0.0.1:${port}/v1`, seen };
  }

  const completion = (content: string) => ({ choices: [{ message: { content } }] });

  it('sends the same grounding as facts and returns the reply in paragraphs', async () => {
    const fake = await fakeLlm(() => ({
      status: 200,
      body: completion('It saves £2,350 a year.\n\nIt pays back in 4 years.'),
    }));
    const llm = createLlmAssistant({ baseUrl: fake.baseUrl, apiKey: 'k-123', model: 'test-model' });
    const reply = await llm.followUp(grounding, 'Is it worth it?');
    expect(reply).toEqual(['It saves £2,350 a year.', 'It pays back in 4 years.']);
    const sent = fake.seen[0]!;
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer k-123');
    expect(sent.body.model).toBe('test-model');
    const text = JSON.stringify(sent.body.messages);
    expect(text).toContain('Mill House');
    expect(text).toContain('2350');
    expect(text).toContain('Is it worth it?');
  });

  it('reads JSON steps and checks their shape', async () => {
    const steps = {
      improvementSteps: [
        { title: 'Survey', text: 'Survey the walls of Mill House.', subSteps: [] },
      ],
      followupQuestions: ['How long?'],
    };
    const fake = await fakeLlm(() => ({ status: 200, body: completion(JSON.stringify(steps)) }));
    const llm = createLlmAssistant({ baseUrl: fake.baseUrl, apiKey: undefined, model: 'm' });
    const answer = await llm.steps(grounding);
    expect(answer.improvementSteps[0]!.title).toBe('Survey');
    expect(answer.followupQuestions).toEqual(['How long?']);
    expect(fake.seen[0]!.headers.authorization).toBeUndefined();
  });

  it('fails clearly on an error status, an empty reply or steps of the wrong shape', async () => {
    let next: { status: number; body: unknown } = { status: 500, body: { error: 'down' } };
    const fake = await fakeLlm(() => next);
    const llm = createLlmAssistant({ baseUrl: fake.baseUrl, apiKey: 'k', model: 'm' });
    await expect(llm.followUp(grounding, 'Hi')).rejects.toBeInstanceOf(AssistantUnavailableError);
    next = { status: 200, body: completion('  ') };
    await expect(llm.followUp(grounding, 'Hi')).rejects.toThrow(/empty reply/);
    next = { status: 200, body: completion('{"steps": []}') };
    await expect(llm.steps(grounding)).rejects.toThrow(/wrong shape/);
  });

  it('is chosen by LLM_BASE_URL with LLM_MODEL; the grounded guide otherwise', () => {
    const none = { llmBaseUrl: undefined, llmApiKey: undefined, llmModel: undefined };
    expect(createAssistant(none).kind).toBe('grounded');
    expect(
      createAssistant({ ...none, llmBaseUrl: 'http://127.0.0.1:9/v1', llmModel: 'm' }).kind,
    ).toBe('llm');
    expect(() => createAssistant({ ...none, llmBaseUrl: 'http://127.0.0.1:9/v1' })).toThrow(
      /LLM_MODEL/,
    );
  });
});
