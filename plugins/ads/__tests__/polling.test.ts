import {startAdPolling} from '../polling';
import {AD_FALLBACK_AFTER_POLLS, AD_MAX_POLLS, AD_POLL_INTERVAL_MS} from '../constants';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the spec numbers: 30 polls, 500 ms apart, fallback after more than 6', () => {
  expect([AD_MAX_POLLS, AD_POLL_INTERVAL_MS, AD_FALLBACK_AFTER_POLLS]).toEqual([30, 500, 6]);
});

test('no ad: the fallback appears at the 7th poll (3500 ms), not before', () => {
  const findAd = jest.fn(() => false);
  const onFallback = jest.fn();
  startAdPolling({findAd, onNetworkAd: jest.fn(), onFallback});
  jest.advanceTimersByTime(6 * 500);
  expect(findAd).toHaveBeenCalledTimes(6);
  expect(onFallback).not.toHaveBeenCalled();
  jest.advanceTimersByTime(499);
  expect(onFallback).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(onFallback).toHaveBeenCalledTimes(1);
});

test('the fallback ends the polling: shown once, and nothing is looked for after it', () => {
  const findAd = jest.fn(() => false);
  const onFallback = jest.fn();
  startAdPolling({findAd, onNetworkAd: jest.fn(), onFallback});
  jest.advanceTimersByTime(60_000);
  expect(findAd).toHaveBeenCalledTimes(AD_FALLBACK_AFTER_POLLS + 1);
  expect(onFallback).toHaveBeenCalledTimes(1);
  expect(jest.getTimerCount()).toBe(0);
});

test('without a fallback in time, polling still stops after 30 checks', () => {
  const findAd = jest.fn(() => false);
  startAdPolling({findAd, onNetworkAd: jest.fn(), onFallback: jest.fn(), fallbackAfterPolls: 100});
  jest.advanceTimersByTime(60_000);
  expect(findAd).toHaveBeenCalledTimes(30);
  expect(jest.getTimerCount()).toBe(0);
});

test('an ad found at the 3rd poll is shown, with no fallback and no further polls', () => {
  let polls = 0;
  const findAd = jest.fn(() => ++polls === 3);
  const onNetworkAd = jest.fn();
  const onFallback = jest.fn();
  startAdPolling({findAd, onNetworkAd, onFallback});
  jest.advanceTimersByTime(1500);
  expect(onNetworkAd).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(20_000);
  expect(findAd).toHaveBeenCalledTimes(3);
  expect(onFallback).not.toHaveBeenCalled();
});

test('a late ad (ready from poll 12 on) never replaces the fallback on screen', () => {
  let polls = 0;
  const onNetworkAd = jest.fn();
  const onFallback = jest.fn();
  startAdPolling({findAd: () => ++polls >= 12, onNetworkAd, onFallback});
  jest.advanceTimersByTime(60_000);
  expect(onFallback).toHaveBeenCalledTimes(1);
  expect(onNetworkAd).not.toHaveBeenCalled();
});

test('stop() ends polling (page left)', () => {
  const findAd = jest.fn(() => false);
  const stop = startAdPolling({findAd, onNetworkAd: jest.fn(), onFallback: jest.fn()});
  jest.advanceTimersByTime(1000);
  stop();
  jest.advanceTimersByTime(10_000);
  expect(findAd).toHaveBeenCalledTimes(2);
});
