/**
 * Feedback plugin: "Was this page helpful?" at the bottom of every doc page (`@theme/PageFeedback`,
 * placed by this plugin's `DocItem/Footer` wrapper), posting JSON to the configured endpoint. No
 * endpoint configured: the widget is not shown.
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {FEEDBACK_PLUGIN, type FeedbackData} from '../../src/config/plugin-data';

export type FeedbackPluginOptions = FeedbackData;

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<FeedbackPluginOptions>, FeedbackPluginOptions>): FeedbackPluginOptions {
  // Absolute http(s) or a site path: where the widget posts.
  const endpoint = Joi.alternatives(
    Joi.string().uri({scheme: ['http', 'https']}),
    Joi.string().pattern(/^\/(?!\/)/, 'site path'),
    Joi.string().valid(''),
  );
  // No default: src/config/portal.ts's FEEDBACK_CONFIG is the one source.
  return validate(Joi.object({id: Joi.string(), url: endpoint.required()}), options);
}

export default function feedbackPlugin(_context: LoadContext, options: FeedbackPluginOptions): Plugin {
  return {
    name: FEEDBACK_PLUGIN,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({url: options.url} satisfies FeedbackData);
    },
  };
}
