import { beforeEach, expect, it, vi } from 'vitest';

// The file read (three's FileLoader) and the fragments library, controlled by each test.
const file = vi.hoisted(() => ({
  read: vi.fn<(url: string) => Promise<ArrayBuffer>>(),
  abort: vi.fn(),
}));
const fragments = vi.hoisted(() => ({
  load: vi.fn<(buffer: ArrayBuffer, options: { modelId: string }) => Promise<unknown>>(),
  abort: vi.fn<(modelId: string) => void>(),
  disposeModel: vi.fn(async (_modelId: string) => {}),
  update: vi.fn(async () => {}),
  workerUrls: [] as string[],
}));

vi.mock('three', () => ({
  FileLoader: class {
    setResponseType() {
      return this;
    }
    loadAsync(url: string) {
      return file.read(url);
    }
    abort() {
      file.abort();
    }
  },
}));
vi.mock('@thatopen/fragments', () => ({
  FragmentsModels: class {
    constructor(workerUrl: string) {
      fragments.workerUrls.push(workerUrl);
    }
    load = fragments.load;
    abort = fragments.abort;
    disposeModel = fragments.disposeModel;
    update = fragments.update;
  },
}));

const { loadFragmentsFile } = await import('./loadFragmentsFile');

const model = { object: { name: 'building' }, box: { isBox3: true }, useCamera: vi.fn() };

beforeEach(() => {
  vi.clearAllMocks();
  file.read.mockResolvedValue(new ArrayBuffer(8));
  fragments.load.mockResolvedValue(model);
});

it('opens the file with fragments, whose worker comes from the package (not a CDN)', async () => {
  const loaded = await loadFragmentsFile('/frag/building', new AbortController().signal);
  expect(file.read).toHaveBeenCalledWith('/frag/building');
  expect(loaded.object).toBe(model.object);
  expect(loaded.box).toBe(model.box);
  expect(fragments.workerUrls).toHaveLength(1);
  expect(fragments.workerUrls[0]).toMatch(/@thatopen\/fragments\/dist\/Worker\/worker\.mjs/);
  expect(fragments.workerUrls[0]).not.toMatch(/unpkg|^https?:/);
});

it('a failed read (404) rejects and never reaches fragments', async () => {
  file.read.mockRejectedValue(new Error('fetch for "/frag/x" responded with 404: Not Found'));
  await expect(loadFragmentsFile('/frag/x', new AbortController().signal)).rejects.toThrow(/404/);
  expect(fragments.load).not.toHaveBeenCalled();
});

it('aborting while the file is read cancels the read', async () => {
  const controller = new AbortController();
  file.read.mockImplementation(
    () =>
      new Promise((_, reject) => file.abort.mockImplementation(() => reject(new Error('aborted')))),
  );
  const loading = loadFragmentsFile('/frag/building', controller.signal);
  await vi.waitFor(() => expect(file.read).toHaveBeenCalled());
  controller.abort();
  await expect(loading).rejects.toThrow();
  expect(file.abort).toHaveBeenCalledTimes(1);
  expect(fragments.load).not.toHaveBeenCalled();
});

it('aborting while fragments parses the model aborts it in the worker and disposes it', async () => {
  const controller = new AbortController();
  let finish: (value: unknown) => void = () => {};
  fragments.load.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const loading = loadFragmentsFile('/frag/building', controller.signal);
  await vi.waitFor(() => expect(fragments.load).toHaveBeenCalled());
  controller.abort();
  const modelId = fragments.load.mock.calls[0]![1].modelId;
  expect(fragments.abort).toHaveBeenCalledWith(modelId);
  finish(model);
  await expect(loading).rejects.toBe(controller.signal.reason);
  expect(fragments.disposeModel).toHaveBeenCalledWith(modelId);
});
