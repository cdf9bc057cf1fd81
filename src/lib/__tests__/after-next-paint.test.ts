/** @jest-environment jsdom */
import {afterNextPaint} from '../after-next-paint';

test('afterNextPaint runs after an animation frame and can be cancelled', async () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  // jsdom has no MessageChannel: a message is a task after the current one.
  class Channel {
    port1 = {onmessage: null as null | (() => void), close: () => undefined};
    port2 = {postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0)};
  }
  (window as unknown as {MessageChannel: unknown}).MessageChannel = Channel;
  const ran: string[] = [];
  afterNextPaint(() => ran.push('first'));
  const cancel = afterNextPaint(() => ran.push('second'));
  cancel();
  await new Promise((r) => setTimeout(r, 20));
  expect(ran).toEqual([]); // no frame yet
  frames.forEach((cb) => cb(0));
  await new Promise((r) => setTimeout(r, 20));
  expect(ran).toEqual(['first']);
});
