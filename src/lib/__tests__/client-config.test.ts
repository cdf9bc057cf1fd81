import {clientConfigOf} from '../client-config';
import {ADS_CONFIG, ANALYTICS_CONFIG, FEEDBACK_CONFIG, PRODUCTION_HOST} from '../../config/portal';
import {ADS_PLUGIN, ANALYTICS_PLUGIN, FEEDBACK_PLUGIN, SERVICE_WORKER_PLUGIN} from '../../config/plugin-data';

test('the config is what the plugins published; a missing plugin turns its feature off', () => {
  const portalConfig = clientConfigOf({
    [ADS_PLUGIN]: {default: ADS_CONFIG},
    [ANALYTICS_PLUGIN]: {default: ANALYTICS_CONFIG},
    [FEEDBACK_PLUGIN]: {default: FEEDBACK_CONFIG},
    [SERVICE_WORKER_PLUGIN]: {default: {productionHost: PRODUCTION_HOST}},
  });
  expect(portalConfig).toEqual({productionHost: PRODUCTION_HOST, ads: ADS_CONFIG, analytics: ANALYTICS_CONFIG, feedback: FEEDBACK_CONFIG});
  const none = clientConfigOf({});
  expect([none.productionHost, none.ads.jsonUrl, none.ads.scriptUrl, none.analytics.gtagId, none.feedback.url]).toEqual([
    '',
    '',
    '',
    '',
    '',
  ]);
});
