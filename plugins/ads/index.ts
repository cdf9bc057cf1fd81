/**
 * Ads plugin: the one ad slot of a doc page (`@theme/AdSlot`, mounted below the doc
 * title by src/theme/DocItem/Content) and its settings. The network endpoints are published as
 * global data (a few bytes); the in-house ads, needed only once the slot falls back, are a data
 * module the slot imports (`in-house-ads.json`). The plugin also warms the connection to the
 * configured network so its ad has its best chance to arrive before the fallback.
 */
import path from 'node:path';
import type {HtmlTagObject, LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {ADS_PLUGIN, type AdsData} from '../../src/config/plugin-data';
import type {InHouseAd} from '../../src/config/in-house-ads';
import type {Translations} from '../../src/lib/translations';
import {safeUrl} from './sanitize';

export interface AdsPluginOptions extends AdsData {
  /** The portal's own ads, shown when the network's does not arrive. */
  inHouseAds: readonly InHouseAd[];
  /** Their texts by locale, keyed `<name>.<field>`. */
  inHouseTranslations: Translations;
}

/** The data module the slot imports: `@generated/portal-ads/default/in-house-ads.json`. */
export const IN_HOUSE_ADS_FILE = 'in-house-ads.json';

const InHouseAdSchema = Joi.object({
  name: Joi.string().required(),
  link: Joi.string().required(),
  img: Joi.string().required(),
  descriptionHeader: Joi.string().required(),
  description: Joi.string().required(),
  poweredby: Joi.string().required(),
  label: Joi.string().required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<AdsPluginOptions>, AdsPluginOptions>): AdsPluginOptions {
  return validate(
    Joi.object({
      id: Joi.string(),
      // No defaults: the values and their defaults are src/config/portal.ts's (ADS_CONFIG), one source.
      scriptUrl: Joi.string().allow('').required(),
      jsonUrl: Joi.string().allow('').required(),
      elementSelector: Joi.string().required(),
      displaySampleRate: Joi.number().min(0).max(1).required(),
      inHouseAds: Joi.array().items(InHouseAdSchema).unique('name').default([]),
      inHouseTranslations: Joi.object().pattern(Joi.string(), Joi.object().pattern(Joi.string(), Joi.string())).default({}),
    }),
    options,
  );
}

export function preconnectTags(urls: readonly string[]): HtmlTagObject[] {
  const origins = new Set<string>();
  for (const url of urls) {
    const safe = safeUrl(url);
    if (safe) origins.add(new URL(safe).origin);
  }
  return [...origins].map((href) => ({tagName: 'link', attributes: {rel: 'preconnect', href, crossorigin: 'anonymous'}}));
}

export default function adsPlugin(_context: LoadContext, options: AdsPluginOptions): Plugin {
  const {scriptUrl, jsonUrl, elementSelector, displaySampleRate} = options;
  return {
    name: ADS_PLUGIN,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({scriptUrl, jsonUrl, elementSelector, displaySampleRate} satisfies AdsData);
      await actions.createData(IN_HOUSE_ADS_FILE, JSON.stringify({ads: options.inHouseAds, translations: options.inHouseTranslations}));
    },
    injectHtmlTags() {
      return {headTags: preconnectTags([scriptUrl, jsonUrl])};
    },
  };
}
