import {clientConfigBase, resolveClientConfig, sequenceRandom} from '../client-config';
import {ADS_CONFIG, ANALYTICS_CONFIG, FEEDBACK_CONFIG, PRODUCTION_HOST} from '../../config/portal';
import {ADS_PLUGIN, ANALYTICS_PLUGIN, FEEDBACK_PLUGIN, SERVICE_WORKER_PLUGIN} from '../../config/plugin-data';

/** What the plugins publish when configured as in docusaurus.config.ts. */
const portalConfig = clientConfigBase({
  [ADS_PLUGIN]: {default: ADS_CONFIG},
  [ANALYTICS_PLUGIN]: {default: ANALYTICS_CONFIG},
  [FEEDBACK_PLUGIN]: {default: FEEDBACK_CONFIG},
  [SERVICE_WORKER_PLUGIN]: {default: {productionHost: PRODUCTION_HOST}},
});

test('the config is what the plugins published; a missing plugin turns its feature off', () => {
  expect(portalConfig).toEqual({productionHost: PRODUCTION_HOST, ads: ADS_CONFIG, analytics: ANALYTICS_CONFIG, feedback: FEEDBACK_CONFIG});
  const none = clientConfigBase({});
  expect([none.productionHost, none.ads.jsonUrl, none.ads.scriptUrl, none.analytics.gtagId, none.feedback.url]).toEqual(['', '', '', '', '']);
});

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
