// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { arrowsTaken, isTypingTarget } from './key-targets';

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isTypingTarget', () => {
  it('default', () => {
    const body = mount('<input id="a"><textarea id="b"></textarea><select id="c"></select><div id="d" contenteditable="true"></div><a id="e" href="/x">x</a><button id="f">f</button>');
    const typing = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => isTypingTarget(body.querySelector(`#${id}`)));
    expect(typing).toEqual([true, true, true, true, false, false]);
  });

  it('behavior: no target is not typing', () => {
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('arrowsTaken', () => {
  it('default', () => {
    const body = mount('<a id="link" href="/x">x</a>');
    expect(arrowsTaken(body.querySelector('#link'))).toBe(false);
  });

  it('behavior: inside a widget that moves with arrows', () => {
    const body = mount('<div role="tablist"><button id="tab">t</button></div><div role="slider" id="slider" tabindex="0"></div>');
    expect(arrowsTaken(body.querySelector('#tab'))).toBe(true);
    expect(arrowsTaken(body.querySelector('#slider'))).toBe(true);
  });

  it('behavior: inside a box that scrolls sideways, but not one that fits', () => {
    const body = mount('<div id="box" style="overflow-x: auto"><a id="link" href="/x">x</a></div>');
    const box = body.querySelector<HTMLElement>('#box')!;
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 300 });
    expect(arrowsTaken(body.querySelector('#link'))).toBe(false);
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 900 });
    expect(arrowsTaken(body.querySelector('#link'))).toBe(true);
  });
});
