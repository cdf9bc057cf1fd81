/**
 * Service worker plugin: /x/sw.js (built after the site), its registration on the production host,
 * and the web app manifest. Replaces @docusaurus/plugin-pwa, which serves the worker at /sw.js and
 * precaches every HTML/JS/JSON file of every version and locale.
 *
 * Hosting: serve /x/sw.js with `Service-Worker-Allowed: /` (scripts/static-server.mjs and
 * deploy/nginx.conf do) so the worker covers the whole site, /zh/ included; without the header it
 * falls back to /x/ only.
 *
 * The page the worker shows offline for a page never saved is translated like any plugin's strings:
 * `i18n/<locale>/portal-service-worker/offline.json` (`npm run write-translations`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin, TranslationFile} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {SERVICE_WORKER_PLUGIN, type ServiceWorkerData} from '../../src/config/plugin-data';
import {buildServiceWorker} from './build-sw';
import {OFFLINE_MESSAGES, offlineMessages, type OfflineConfig} from './offline-page';

export type ServiceWorkerPluginOptions = ServiceWorkerData;

export const TRANSLATION_FILE = 'offline';

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<ServiceWorkerPluginOptions>, ServiceWorkerPluginOptions>): ServiceWorkerPluginOptions {
  // A bare host (and port), as `location.host` gives it; '' never registers.
  return validate(
    Joi.object({
      id: Joi.string(),
      productionHost: Joi.string()
        .allow('')
        .pattern(/^[a-z0-9.-]+(:\d+)?$/i, 'host')
        .required(),
    }),
    options,
  );
}

/** A locale's translations of the offline page, read from the file `write-translations` writes. */
export function readOfflineTranslations(siteDir: string, locale: string): Record<string, {message: string}> {
  const file = path.join(siteDir, 'i18n', locale, SERVICE_WORKER_PLUGIN, `${TRANSLATION_FILE}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>) : {};
}

/** Every locale of the site with its path prefix and the offline page's strings, default locale first. */
export function offlineConfig(context: Pick<LoadContext, 'siteDir' | 'i18n'>): OfflineConfig {
  const {defaultLocale, locales, localeConfigs} = context.i18n;
  return {
    locales: [defaultLocale, ...locales.filter((l) => l !== defaultLocale)].map((locale) => ({
      locale,
      htmlLang: localeConfigs[locale]?.htmlLang ?? locale,
      prefix: locale === defaultLocale ? '' : `/${locale}`,
      messages: offlineMessages(locale === defaultLocale ? {} : readOfflineTranslations(context.siteDir, locale)),
    })),
  };
}

export default function serviceWorkerPlugin(context: LoadContext, options: ServiceWorkerPluginOptions): Plugin {
  const {baseUrl, i18n} = context;
  return {
    name: SERVICE_WORKER_PLUGIN,
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
    getTranslationFiles(): Promise<TranslationFile[]> {
      return Promise.resolve([{path: TRANSLATION_FILE, content: {...OFFLINE_MESSAGES}}]);
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
      await buildServiceWorker(outDir, {offline: offlineConfig(context)});
    },
  };
}
