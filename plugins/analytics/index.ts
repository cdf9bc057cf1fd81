/**
 * Analytics plugin: loads gtag only when a tag id is configured, and registers the client module
 * that reports page views, user properties and (for a sample of sessions) web-vitals.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ANALYTICS_CONFIG} from '../../src/config/portal';
import {gtagHeadTags} from './gtag-tags';

export default function analyticsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'portal-analytics',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
    injectHtmlTags() {
      return {headTags: gtagHeadTags(ANALYTICS_CONFIG.gtagId)};
    },
  };
}
