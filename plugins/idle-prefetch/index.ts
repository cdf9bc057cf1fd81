/**
 * Idle prefetch: Docusaurus prefetches the route of every link that scrolls into view, and with
 * ~1,300 routes per locale each prefetch walks the route table and every route's chunk names
 * (several ms each on a phone). Dozens of links enter the view at once after hydration, so those
 * walks ran back to back as long tasks right when the page becomes interactive. This plugin's client
 * module spreads them out, one prefetch per idle moment; what is prefetched does not change.
 */
import path from 'node:path';
import type {Plugin, OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/** Validated like every local plugin's options: here there are none (idle prefetching takes no options), so a stray one fails the build. */
export function validateOptions({validate, options}: OptionValidationContext<object, object>): object {
  return validate(Joi.object({id: Joi.string()}), options);
}

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
  };
}
