/** @jest-environment jsdom */
import {
  collectUserProperties,
  isSampled,
  isWebVitalsSession,
  setUserProperties,
  trackEvent,
  webVitalEventParams,
  WEB_VITALS_SESSION_KEY,
} from '../analytics';
import {ADS_CONFIG, ANALYTICS_CONFIG} from '../../config/portal';

afterEach(() => {
  delete (window as unknown as {gtag?: unknown}).gtag;
});

test('without gtag nothing is sent and nothing throws', () => {
  expect(() => trackEvent('ad', {ad_action: 'click'})).not.toThrow();
  expect(() => setUserProperties({language: 'en'})).not.toThrow();
});

test('events and user properties go through the global gtag', () => {
  const gtag = jest.fn();
  (window as unknown as {gtag: unknown}).gtag = gtag;
  trackEvent('ad-crash', {ad_source: 'in-house'});
  setUserProperties({codeVariant: 'JS'});
  expect(gtag.mock.calls).toEqual([
    ['event', 'ad-crash', {ad_source: 'in-house'}],
    ['set', 'user_properties', {codeVariant: 'JS'}],
  ]);
});

test('the default sample rates are 10% of ad displays and 0.01% of sessions', () => {
  expect(ADS_CONFIG.displaySampleRate).toBe(0.1);
  expect(ANALYTICS_CONFIG.webVitalsSampleRate).toBe(0.0001);
  expect(ANALYTICS_CONFIG.gtagId).toBe('');
});

test('sampling keeps values below the rate', () => {
  expect(isSampled(0.1, () => 0.099)).toBe(true);
  expect(isSampled(0.1, () => 0.1)).toBe(false);
  expect(isSampled(0, () => 0)).toBe(false);
  // A seeded sequence: 10% of a uniform grid is sampled.
  const grid = Array.from({length: 1000}, (_, i) => i / 1000);
  expect(grid.filter((v) => isSampled(0.1, () => v))).toHaveLength(100);
});

test('the web-vitals decision is made once per session and remembered', () => {
  const store = new Map<string, string>();
  const storage = {getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v)};
  expect(isWebVitalsSession(0.0001, () => 0.00005, storage)).toBe(true);
  expect(store.get(WEB_VITALS_SESSION_KEY)).toBe('1');
  // Later pages of the session follow the first decision whatever the dice say.
  expect(isWebVitalsSession(0.0001, () => 0.9, storage)).toBe(true);
  store.clear();
  expect(isWebVitalsSession(0.0001, () => 0.0001, storage)).toBe(false);
  expect(isWebVitalsSession(0.0001, () => 0, storage)).toBe(false);
});

test('a throwing storage still gives a decision', () => {
  const storage = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
  };
  expect(isWebVitalsSession(1, () => 0.5, storage)).toBe(true);
  expect(isWebVitalsSession(0, () => 0.5, storage)).toBe(false);
  expect(isWebVitalsSession(1, () => 0.5, undefined)).toBe(true);
});

test.each([
  ['', 'TS'],
  ['codeVariant=JS', 'JS'],
  ['a=1; codeVariant=TS; b=2', 'TS'],
  ['codeVariant=js', 'TS'],
  ['codeVariant=%E0%A4%A', 'TS'],
  ['codeVariant', 'TS'],
  ['xcodeVariant=JS', 'TS'],
])('code variant from cookie %j is %s', (cookie, expected) => {
  expect(collectUserProperties({cookie, language: 'en', devicePixelRatio: 1, dataTheme: 'light'}).codeVariant).toBe(expected);
});

test('user properties: code variant, language, pixel ratio, colour scheme', () => {
  expect(collectUserProperties({cookie: 'codeVariant=JS', language: 'zh-CN', devicePixelRatio: 2.625, dataTheme: 'dark'})).toEqual({
    codeVariant: 'JS',
    language: 'zh-CN',
    devicePixelRatio: 2.6,
    colorScheme: 'dark',
  });
  expect(collectUserProperties({cookie: '', language: '', devicePixelRatio: 1, dataTheme: null})).toEqual({
    codeVariant: 'TS',
    language: 'en',
    devicePixelRatio: 1,
    colorScheme: 'light',
  });
});

test('web-vitals metrics become event parameters (CLS scaled by 1000)', () => {
  expect(webVitalEventParams({name: 'CLS', value: 0.0123, id: 'v1', rating: 'good'})).toEqual({
    metric_name: 'CLS',
    value: 12,
    metric_id: 'v1',
    metric_rating: 'good',
    non_interaction: true,
  });
  expect(webVitalEventParams({name: 'LCP', value: 1234.6, id: 'v2'}).value).toBe(1235);
});
