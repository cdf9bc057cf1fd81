import {chooseFallback, chooseNetworkSource, chooseShape, pickOne} from '../choices';
import {AD_BLOCK_APPEAL_PROBABILITY, AD_INLINE_SHAPE_PROBABILITY} from '../constants';
import {seededRandom} from './seeded-random';

test('the spec probabilities are 20% appeal and 20% inline shape', () => {
  expect(AD_BLOCK_APPEAL_PROBABILITY).toBe(0.2);
  expect(AD_INLINE_SHAPE_PROBABILITY).toBe(0.2);
});

test('boundaries: below 0.2 is the appeal / inline shape, 0.2 and above is not', () => {
  expect(chooseFallback(() => 0.1999)).toBe('adblock-appeal');
  expect(chooseFallback(() => 0.2)).toBe('in-house');
  expect(chooseShape(() => 0.1999)).toBe('inline');
  expect(chooseShape(() => 0.2)).toBe('image');
});

test('without an ad network configured the fallback is always the in-house ad', () => {
  const random = seededRandom(7);
  for (let i = 0; i < 1000; i += 1) expect(chooseFallback(random, false)).toBe('in-house');
  expect(chooseFallback(() => 0, false)).toBe('in-house');
  expect(chooseFallback(() => 0, true)).toBe('adblock-appeal');
});

test('with a seeded generator about 20% of 10 000 fallbacks are appeals and 20% of shapes inline', () => {
  const random = seededRandom(42);
  let appeals = 0;
  let inline = 0;
  for (let i = 0; i < 10_000; i += 1) {
    if (chooseFallback(random) === 'adblock-appeal') appeals += 1;
    if (chooseShape(random) === 'inline') inline += 1;
  }
  expect(appeals / 10_000).toBeCloseTo(0.2, 1);
  expect(inline / 10_000).toBeCloseTo(0.2, 1);
});

test('pickOne covers the list and never runs past its end', () => {
  expect(pickOne(['a', 'b', 'c'], () => 0)).toBe('a');
  expect(pickOne(['a', 'b', 'c'], () => 0.9999)).toBe('c');
  expect(pickOne([], () => 0.5)).toBeUndefined();
});

test('network source: the script draws the image shape; the JSON feeds the inline shape', () => {
  expect(chooseNetworkSource('image', true, true)).toBe('script');
  expect(chooseNetworkSource('inline', true, true)).toBe('json');
  expect(chooseNetworkSource('inline', true, false)).toBe('script');
  expect(chooseNetworkSource('image', false, true)).toBe('json');
  expect(chooseNetworkSource('image', false, false)).toBe('none');
});
