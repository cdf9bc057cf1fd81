import {numberFromEnv} from '../portal';

test('a numeric environment variable: the default when unset or empty, its value when a number', () => {
  expect(numberFromEnv('RATE', 0.1, {})).toBe(0.1);
  expect(numberFromEnv('RATE', 0.1, {RATE: '  '})).toBe(0.1);
  expect(numberFromEnv('RATE', 0.1, {RATE: '0.5'})).toBe(0.5);
  expect(numberFromEnv('RATE', 0.1, {RATE: '0'})).toBe(0);
});

test('a malformed value fails the build, naming the variable, instead of falling back', () => {
  expect(() => numberFromEnv('PORTAL_AD_DISPLAY_SAMPLE_RATE', 0.1, {PORTAL_AD_DISPLAY_SAMPLE_RATE: '10%'})).toThrow(
    /PORTAL_AD_DISPLAY_SAMPLE_RATE="10%" is not a number/,
  );
  expect(() => numberFromEnv('RATE', 0.1, {RATE: 'Infinity'})).toThrow(/not a number/);
});
