/**
 * Service worker plugin: /x/sw.js (built after the site), its registration on the production host,
 * and the web app manifest. Replaces @docusaurus/plugin-pwa, which serves the worker at /sw.js and
 * precaches every HTML/JS/JSON file of every version and locale (PITFALLS 9).
 *
 * Hosting: serve /x/sw.js with `Service-Worker-Allowed: /` (scripts/static-server.mjs does) so the
 * worker covers the whole site, /zh/ included; without the header it falls back to /x/ only.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildServiceWorker} from './build-sw';

export default function serviceWorkerPlugin(context: LoadContext): Plugin {
  const {baseUrl, i18n} = context;
  return {
    name: 'portal-service-worker',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
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
