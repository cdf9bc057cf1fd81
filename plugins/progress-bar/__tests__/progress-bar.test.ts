/** @jest-environment jsdom */
import {done, isStarted, start} from '../progress-bar';

const flush = () => new Promise((r) => setTimeout(r, 0));

test('start shows nprogress markup; done removes it; nothing reads layout', async () => {
  const offsetWidth = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  start();
  const bar = document.querySelector('#nprogress > .bar');
  expect(bar).not.toBeNull();
  expect(bar!.querySelector('.peg')).not.toBeNull();
  expect(isStarted()).toBe(true);
  start(); // a second start while shown adds no second bar
  expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
  done();
  await flush();
  await flush();
  expect(document.querySelector('#nprogress')).toBeNull();
  expect(isStarted()).toBe(false);
  expect(offsetWidth).not.toHaveBeenCalled();
  expect(rect).not.toHaveBeenCalled();
});

test('done without start does nothing; start after done shows a fresh bar', async () => {
  done();
  expect(document.querySelector('#nprogress')).toBeNull();
  start();
  done();
  start();
  await flush();
  await flush();
  expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
  done();
  await flush();
  await flush();
  expect(document.querySelector('#nprogress')).toBeNull();
});
