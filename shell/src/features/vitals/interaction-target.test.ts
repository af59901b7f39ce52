import { describe, expect, it } from 'vitest';
import { interactionTarget } from './interaction-target.ts';

function target(html: string): Element {
  document.body.innerHTML = html;
  const element = document.querySelector('[data-target]');
  if (!element) throw new Error('no target');
  return element;
}

describe('interactionTarget', () => {
  it.each([
    ['a field of a GET form, its React id skipped', '<main><form><div><label>Oran<input id="_R_iq6i_" name="o1" data-target></label></div></form></main>', 'div label input[name="o1"]'],
    ['an element with an id of its own', '<header><nav id="site-menu"><button data-target>Menü</button></nav></header>', '#site-menu button'],
    ['the id of the element itself', '<main><button id="menu-button" data-target>Menü</button></main>', '#menu-button'],
    ['React 19.0 and 18 ids', '<section id="«r1»"><div id=":r2:"><a data-target href="/">x</a></div></section>', 'section div a'],
    ['nothing above the body', '<button data-target>x</button>', 'button'],
  ])('names %s', (_, html, selector) => {
    const element = target(html);
    expect(interactionTarget(element)).toBe(selector);
    // It names the element it came from.
    expect(document.querySelector(selector)).toBe(element);
  });

  it('leaves what is not an element to the library', () => {
    expect(interactionTarget(document.createTextNode('x'))).toBeUndefined();
    expect(interactionTarget(null)).toBeUndefined();
  });
});
