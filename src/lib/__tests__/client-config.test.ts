import {resolveClientConfig, sequenceRandom} from '../client-config';
import {portalConfig} from '../../config/portal';

test('without an override the build-time config is used', () => {
  const c = resolveClientConfig(portalConfig, undefined);
  expect(c.ads.jsonUrl).toBe(portalConfig.ads.jsonUrl);
  expect(c.feedback.url).toBe(portalConfig.feedback.url);
  expect(c.ads.pollIntervalMs).toBeUndefined();
  expect(c.ads.simulateCrash).toBe(false);
});

test('the test override replaces endpoints but never the production host', () => {
  const c = resolveClientConfig(portalConfig, {
    adJsonUrl: 'http://127.0.0.1:9/ads.json',
    feedbackUrl: 'http://127.0.0.1:9/feedback',
    productionHost: 'evil.test',
    adPollIntervalMs: 50,
  });
  expect(c.ads.jsonUrl).toBe('http://127.0.0.1:9/ads.json');
  expect(c.feedback.url).toBe('http://127.0.0.1:9/feedback');
  expect(c.productionHost).toBe(portalConfig.productionHost);
  expect(c.ads.pollIntervalMs).toBe(50);
});

test('malformed overrides are ignored field by field', () => {
  const c = resolveClientConfig(portalConfig, {adJsonUrl: 42, adPollIntervalMs: -1, adDisplaySampleRate: 'x'});
  expect(c.ads.jsonUrl).toBe(portalConfig.ads.jsonUrl);
  expect(c.ads.pollIntervalMs).toBeUndefined();
  expect(c.ads.displaySampleRate).toBe(0.1);
  expect(resolveClientConfig(portalConfig, 'nonsense').ads.scriptUrl).toBe(portalConfig.ads.scriptUrl);
});

test('a random sequence cycles; an invalid one falls back', () => {
  const r = sequenceRandom([0.1, 0.9]);
  expect([r(), r(), r()]).toEqual([0.1, 0.9, 0.1]);
  const fallback = () => 0.5;
  expect(sequenceRandom([2, 'x'], fallback)).toBe(fallback);
  expect(sequenceRandom(undefined, fallback)).toBe(fallback);
});
