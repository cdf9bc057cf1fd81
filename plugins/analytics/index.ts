/**
 * Analytics plugin: loads gtag only when a tag id is configured, and registers the client module
 * that reports page views, user properties and (for a sample of sessions) web-vitals. Its options
 * are published as global data for that client module (src/lib/site-client-config.ts reads them).
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {ANALYTICS_PLUGIN, type AnalyticsData} from '../../src/config/plugin-data';
import {gtagHeadTags, TAG_ID_PATTERN} from './gtag-tags';

export type AnalyticsPluginOptions = AnalyticsData;

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<AnalyticsPluginOptions>, AnalyticsPluginOptions>): AnalyticsPluginOptions {
  return validate(
    Joi.object({
      id: Joi.string(),
      // No defaults: src/config/portal.ts's ANALYTICS_CONFIG is the one source.
      gtagId: Joi.string().allow('').pattern(TAG_ID_PATTERN, 'gtag id (G-ABC123)').required(),
      webVitalsSampleRate: Joi.number().min(0).max(1).required(),
    }),
    options,
  );
}

export default function analyticsPlugin(_context: LoadContext, options: AnalyticsPluginOptions): Plugin {
  const {gtagId, webVitalsSampleRate} = options;
  return {
    name: ANALYTICS_PLUGIN,
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({gtagId, webVitalsSampleRate} satisfies AnalyticsData);
    },
    injectHtmlTags() {
      return {headTags: gtagHeadTags(gtagId)};
    },
  };
}
