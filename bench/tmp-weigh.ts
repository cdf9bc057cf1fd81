import {launchBrowser} from '../tests/e2e/harness';
import {startStaticServer} from '../scripts/static-server.mjs';
import {measurePageWeight} from './lib/page-weight';
const server = await startStaticServer({root: process.argv[2]});
const browser = await launchBrowser();
for (const url of process.argv.slice(3)) {
  for (const vp of ['mobile', 'desktop'] as const) {
    const t0 = Date.now();
    const w = await measurePageWeight(browser, server.url + url, vp);
    console.log(url, vp, ((Date.now() - t0) / 1000).toFixed(1), JSON.stringify(w.figures));
  }
}
await browser.close();
await server.close();
