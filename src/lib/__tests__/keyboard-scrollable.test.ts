/** @jest-environment jsdom */
import {keepKeyboardScrollable} from '../keyboard-scrollable';

function box(scrollWidth: number, clientWidth: number): HTMLElement {
  const element = document.createElement('table');
  Object.defineProperty(element, 'scrollWidth', {value: scrollWidth});
  Object.defineProperty(element, 'clientWidth', {value: clientWidth});
  Object.defineProperty(element, 'scrollHeight', {value: 10});
  Object.defineProperty(element, 'clientHeight', {value: 10});
  return element;
}

test('a box whose content overflows joins the tab order', () => {
  const element = box(900, 600);
  keepKeyboardScrollable(element)();
  expect(element.getAttribute('tabindex')).toBe('0');
});

test('a box that fits adds no tab stop, and loses one it had', () => {
  const element = box(600, 600);
  element.setAttribute('tabindex', '0');
  keepKeyboardScrollable(element)();
  expect(element.hasAttribute('tabindex')).toBe(false);
});
