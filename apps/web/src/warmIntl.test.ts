import { LOCALE } from '@wattwise/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlSteps, pageLocales, runIntlSteps } from './intlSteps';
import { warmIntl } from './warmIntl';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A schedule that queues steps, to run them one task at a time. */
function queue() {
  const tasks: Array<() => void> = [];
  return {
    schedule: (step: () => void) => void tasks.push(step),
    runNext: () => tasks.shift()?.(),
    get length() {
      return tasks.length;
    },
  };
}

/** A stand-in worker: the test says when it answers or fails. */
function fakeWorker() {
  const target = new EventTarget();
  const terminate = vi.fn();
  const worker = Object.assign(target, { terminate, postMessage: vi.fn() }) as unknown as Worker;
  return {
    worker,
    terminate,
    answer: () => target.dispatchEvent(new MessageEvent('message', { data: 'warm' })),
    fail: () => target.dispatchEvent(new Event('error')),
  };
}

/** Lets pending promise callbacks (and a dynamic import) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('warmIntl', () => {
  it('leaves ICU to the worker: resolves when it has answered, and stops it', async () => {
    const fake = fakeWorker();
    const compare = vi.spyOn(Intl, 'Collator');
    const tasks = queue();
    let warm = false;
    void warmIntl({ startWorker: () => fake.worker, schedule: tasks.schedule }).then(() => {
      warm = true;
    });
    await settle();
    expect(warm).toBe(false);
    fake.answer();
    await settle();
    expect(warm).toBe(true);
    expect(fake.terminate).toHaveBeenCalled();
    // Nothing ran on the main thread.
    expect(tasks.length).toBe(0);
    expect(compare).not.toHaveBeenCalled();
  });

  it('does not hold the app back when the worker never answers', async () => {
    vi.useFakeTimers();
    const fake = fakeWorker();
    let warm = false;
    void warmIntl({ startWorker: () => fake.worker, patience: 500 }).then(() => {
      warm = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(warm).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(warm).toBe(true);
    expect(fake.terminate).toHaveBeenCalled();
  });

  it('makes the calls on the main thread, one per task, where no worker starts', async () => {
    const collator = vi.spyOn(Intl, 'Collator');
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const tasks = queue();
    let warm = false;
    void warmIntl({
      startWorker: () => {
        throw new Error('Worker is not defined');
      },
      schedule: tasks.schedule,
    }).then(() => {
      warm = true;
    });
    await settle();
    // Nothing at once: the first call waits for a task of its own.
    expect(tasks.length).toBe(1);
    expect(collator).not.toHaveBeenCalled();
    const calls = pageLocales(navigator.language).length * intlSteps.length;
    for (let ran = 0; ran < calls + 1; ran += 1) {
      expect(tasks.length).toBe(1);
      tasks.runNext();
    }
    await settle();
    expect(warm).toBe(true);
    expect(supported).toHaveBeenCalledWith([LOCALE]);
    expect(collator).toHaveBeenCalled();
  });

  it('makes the calls on the main thread when the worker fails to load', async () => {
    const fake = fakeWorker();
    const tasks = queue();
    let warm = false;
    void warmIntl({ startWorker: () => fake.worker, schedule: tasks.schedule }).then(() => {
      warm = true;
    });
    fake.fail();
    await settle();
    expect(fake.terminate).toHaveBeenCalled();
    while (tasks.length > 0) tasks.runNext();
    await settle();
    expect(warm).toBe(true);
  });
});

describe('the ICU calls', () => {
  it('cover the browser’s language and the product’s, once each', () => {
    expect(pageLocales('cy-GB')).toEqual(['cy-GB', LOCALE]);
    expect(pageLocales(LOCALE)).toEqual([LOCALE]);
    // React Aria's own fallback when the browser names no language.
    expect(pageLocales(undefined)).toEqual(['en-US', LOCALE]);
  });

  it('make the calls React Aria makes for its default locale', () => {
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    runIntlSteps(['cy-GB']);
    expect(supported).toHaveBeenCalledWith(['cy-GB']);
  });

  it('do not stop the page on a language tag the browser cannot read', () => {
    expect(() => runIntlSteps(['not a language tag', LOCALE])).not.toThrow();
  });
});
