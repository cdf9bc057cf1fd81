/**
 * The settings a maintainer changes live in src/config/portal.ts, their defaults included; the
 * plugins' option schemas check them but hold no second default (editing one would change nothing,
 * since the config always passes a value). A plugin registered without them fails the build.
 */
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions as ads} from '@site/plugins/ads';
import {validateOptions as analytics} from '@site/plugins/analytics';
import {validateOptions as feedback} from '@site/plugins/feedback';
import {validateOptions as serviceWorker} from '@site/plugins/service-worker';
import {ADS_CONFIG, ANALYTICS_CONFIG, FEEDBACK_CONFIG, PRODUCTION_HOST} from '@site/src/config/portal';

const validate = ((schema: Parameters<typeof normalizePluginOptions>[0], options: object) =>
  normalizePluginOptions(schema, options)) as never;
type Validator = (args: {validate: never; options: never}) => unknown;

const cases: Array<[string, Validator, object]> = [
  ['ads', ads as Validator, {...ADS_CONFIG, inHouseAds: [], inHouseTranslations: {}}],
  ['analytics', analytics as Validator, ANALYTICS_CONFIG],
  ['feedback', feedback as Validator, FEEDBACK_CONFIG],
  ['service-worker', serviceWorker as Validator, {productionHost: PRODUCTION_HOST}],
];

test.each(cases)('%s: the options from src/config pass through unchanged; none missing is filled by a default', (_name, check, config) => {
  expect(check({validate, options: config as never})).toMatchObject(config);
  for (const key of Object.keys(config).filter((k) => !k.startsWith('inHouse'))) {
    const {[key]: _left, ...without} = config as Record<string, unknown>;
    expect(() => check({validate, options: without as never})).toThrow(new RegExp(`"${key}" is required`));
  }
});
