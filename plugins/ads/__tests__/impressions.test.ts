import {createImpressionTracker} from '../impressions';

test('pixels fire once per display, however often asked', () => {
  const load = jest.fn();
  const tracker = createImpressionTracker(load);
  expect(tracker.fire('d1', ['https://a/1', 'https://a/2'])).toBe(true);
  expect(tracker.fire('d1', ['https://a/1', 'https://a/2'])).toBe(false);
  expect(load.mock.calls).toEqual([['https://a/1'], ['https://a/2']]);
  tracker.fire('d2', ['https://a/1']);
  expect(load).toHaveBeenCalledTimes(3);
});
