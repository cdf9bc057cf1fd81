/**
 * Ads plugin. The slot itself is a component (components/AdSlot, mounted below the doc title by
 * src/theme/DocItem/Content); the plugin warms the connection to the configured ad network so the
 * network ad has its best chance to arrive before the fallback.
 */
import type {HtmlTagObject, LoadContext, Plugin} from '@docusaurus/types';
import {ADS_CONFIG} from '../../src/config/portal';
import {safeUrl} from './sanitize';

export function preconnectTags(urls: readonly string[]): HtmlTagObject[] {
  const origins = new Set<string>();
  for (const url of urls) {
    const safe = safeUrl(url);
    if (safe) origins.add(new URL(safe).origin);
  }
  return [...origins].map((href) => ({tagName: 'link', attributes: {rel: 'preconnect', href, crossorigin: 'anonymous'}}));
}

export default function adsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'portal-ads',
    injectHtmlTags() {
      return {headTags: preconnectTags([ADS_CONFIG.scriptUrl, ADS_CONFIG.jsonUrl])};
    },
  };
}
