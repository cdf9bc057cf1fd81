/**
 * Idle prefetch: Docusaurus prefetches the route of every link that scrolls into view, and with
 * ~1,300 routes per locale each prefetch walks the route table and every route's chunk names
 * (several ms each on a phone). Dozens of links enter the view at once after hydration, so those
 * walks ran back to back as long tasks right when the page becomes interactive. This plugin's client
 * module spreads them out, one prefetch per idle moment; what is prefetched does not change.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
  };
}
