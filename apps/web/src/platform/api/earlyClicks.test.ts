import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyClicks } from './earlyClicks';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.app;
});

/** Lets the MutationObserver's callback run. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(html: string) {
  document.body.innerHTML = html;
  return (selector: string) => document.querySelector(selector) as HTMLElement;
}

describe('recordEarlyClicks', () => {
  it('clicks again, once, the control last clicked before the app listened', () => {
    const $ = page(
      '<button id="a">A</button><div role="button" id="t"><span id="in">Card</span></div>',
    );
    const clicks = recordEarlyClicks();
    $('#a').click();
    $('#in').click();
    const heard = vi.fn((event: Event) => event.currentTarget);
    $('#t').addEventListener('click', heard);
    $('#a').addEventListener('click', heard);
    clicks.replay();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.results[0]?.value).toBe($('#t'));
    // Recording has stopped: later clicks are the app's, and a second replay does nothing.
    $('#a').click();
    heard.mockClear();
    clicks.replay();
    expect(heard).not.toHaveBeenCalled();
  });

  it('puts a switch pressed early back as the server drew it, and presses it once the app has taken over', async () => {
    const $ = page(
      '<label id="l"><input type="checkbox" role="switch" id="s" /> Loft</label>' +
        '<input type="checkbox" role="switch" id="on" checked /><input type="checkbox" id="twice" />',
    );
    // Pressed even before the entry ran and started recording.
    $('#l').click();
    const clicks = recordEarlyClicks();
    $('#on').click();
    $('#twice').click();
    $('#twice').click();
    const box = (id: string) => $(id) as HTMLInputElement;
    expect([box('#s').checked, box('#on').checked, box('#twice').checked]).toEqual([
      true,
      false,
      false,
    ]);
    const heard = vi.fn((event: Event) => (event.currentTarget as HTMLInputElement).id);
    for (const id of ['#s', '#on', '#twice']) $(id).addEventListener('click', heard);
    clicks.replay();
    // What React hydrates is the server's state, and nothing is pressed before the app listens.
    expect([box('#s').checked, box('#on').checked]).toEqual([false, true]);
    await observed();
    expect(heard).not.toHaveBeenCalled();
    document.documentElement.dataset.app = 'ready';
    await observed();
    expect(heard.mock.results.map((result) => result.value as string)).toEqual(['s', 'on']);
    expect([box('#s').checked, box('#on').checked, box('#twice').checked]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('leaves a switch alone that the person pressed again once the app had taken over', async () => {
    const $ = page('<input type="checkbox" role="switch" id="s" />');
    const clicks = recordEarlyClicks();
    $('#s').click();
    clicks.replay();
    document.documentElement.dataset.app = 'ready';
    $('#s').click();
    const heard = vi.fn();
    $('#s').addEventListener('click', heard);
    await observed();
    expect(heard).not.toHaveBeenCalled();
    expect(($('#s') as HTMLInputElement).checked).toBe(true);
  });

  it('restores a radio group through the radio the server checked', async () => {
    const $ = page(
      '<input type="radio" name="sort" id="a" checked /><input type="radio" name="sort" id="b" />',
    );
    const clicks = recordEarlyClicks();
    $('#b').click();
    clicks.replay();
    expect([($('#a') as HTMLInputElement).checked, ($('#b') as HTMLInputElement).checked]).toEqual([
      true,
      false,
    ]);
    document.documentElement.dataset.app = 'ready';
    await observed();
    expect([($('#a') as HTMLInputElement).checked, ($('#b') as HTMLInputElement).checked]).toEqual([
      false,
      true,
    ]);
  });

  it('leaves links, form fields and React Aria’s collection items to the browser', () => {
    const $ = page(
      '<a href="#x" id="l"><span role="button" id="b">Go</span></a><input id="i" /><select id="s"></select><div role="tab" id="t">Tab</div>',
    );
    const clicks = recordEarlyClicks();
    $('#b').click();
    $('#i').click();
    $('#s').click();
    $('#t').click();
    const heard = vi.fn();
    for (const id of ['#b', '#i', '#s', '#t']) $(id).addEventListener('click', heard);
    clicks.replay();
    expect(heard).not.toHaveBeenCalled();
  });

  it('does nothing when the clicked control has left the page, or nothing was clicked', () => {
    const $ = page('<button id="a">A</button>');
    const clicks = recordEarlyClicks();
    const button = $('#a');
    button.click();
    const heard = vi.fn();
    button.addEventListener('click', heard);
    button.remove();
    clicks.replay();
    expect(heard).not.toHaveBeenCalled();
    expect(() => recordEarlyClicks().replay()).not.toThrow();
  });
});
