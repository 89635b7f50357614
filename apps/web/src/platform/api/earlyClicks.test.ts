import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyClicks } from './earlyClicks';

afterEach(() => {
  document.body.innerHTML = '';
});

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

  it('leaves links, form fields and React Aria’s collection items to the browser', () => {
    const $ = page(
      '<a href="#x" id="l"><span role="button" id="b">Go</span></a><input id="i" /><div role="tab" id="t">Tab</div>',
    );
    const clicks = recordEarlyClicks();
    $('#b').click();
    $('#i').click();
    $('#t').click();
    const heard = vi.fn();
    for (const id of ['#b', '#i', '#t']) $(id).addEventListener('click', heard);
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
