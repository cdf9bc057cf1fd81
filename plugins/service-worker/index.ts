/**
 * Service worker plugin: /x/sw.js (built after the site), its registration on the production host,
 * and the web app manifest. Replaces @docusaurus/plugin-pwa, which serves the worker at /sw.js and
 * precaches every HTML/JS/JSON file of every version and locale (PITFALLS 9).
 *
 * Hosting: serve /x/sw.js with `Service-Worker-Allowed: /` (scripts/static-server.mjs does) so the
 * worker covers the whole site, /zh/ included; without the header it falls back to /x/ only.
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {SERVICE_WORKER_PLUGIN, type ServiceWorkerData} from '../../src/config/plugin-data';
import {buildServiceWorker} from './build-sw';

export type ServiceWorkerPluginOptions = ServiceWorkerData;

export function validateOptions({validate, options}: OptionValidationContext<Partial<ServiceWorkerPluginOptions>, ServiceWorkerPluginOptions>): ServiceWorkerPluginOptions {
  // A bare host (and port), as `location.host` gives it; '' never registers.
  return validate(Joi.object({id: Joi.string(), productionHost: Joi.string().allow('').pattern(/^[a-z0-9.-]+(:\d+)?$/i, 'host').default('')}), options);
}

export default function serviceWorkerPlugin(context: LoadContext, options: ServiceWorkerPluginOptions): Plugin {
  const {baseUrl, i18n} = context;
  return {
    name: SERVICE_WORKER_PLUGIN,
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({productionHost: options.productionHost} satisfies ServiceWorkerData);
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'manifest', href: '/manifest.json'}},
          {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/icons/icon-192.png'}},
        ],
      };
    },
    async postBuild({outDir}) {
      // One worker for the whole site, written by the default locale's build at the site root.
      if (i18n.currentLocale !== i18n.defaultLocale || baseUrl !== '/') return;
      await buildServiceWorker(outDir);
    },
  };
}
