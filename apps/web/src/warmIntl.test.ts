import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlSteps, warmIntl } from './warmIntl';

afterEach(() => {
  vi.restoreAllMocks();
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

describe('warmIntl', () => {
  it('makes the calls React Aria makes for the browser’s language when its module loads', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('cy-GB');
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const tasks = queue();
    warmIntl(tasks.schedule);
    while (tasks.length > 0) tasks.runNext();
    expect(supported).toHaveBeenCalledWith(['cy-GB']);
  });

  it('runs nothing at once and one step per task, so no task loads all of ICU', () => {
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const tasks = queue();
    warmIntl(tasks.schedule);
    expect(tasks.length).toBe(1);
    expect(compare).not.toHaveBeenCalled();
    let ran = 0;
    while (tasks.length > 0) {
      tasks.runNext();
      ran += 1;
      expect(tasks.length).toBeLessThanOrEqual(1);
    }
    // One task per step, and the last one finds nothing left to run.
    expect(ran).toBe(intlSteps.length + 1);
    expect(compare).toHaveBeenCalledTimes(1);
    expect(supported).toHaveBeenCalledTimes(1);
  });

  it('does not stop the page on a language tag the browser cannot read', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('not a language tag');
    const tasks = queue();
    warmIntl(tasks.schedule);
    expect(() => {
      while (tasks.length > 0) tasks.runNext();
    }).not.toThrow();
  });
});
