import {launchBrowser} from '../tests/e2e/harness';
import {startStaticServer} from '../scripts/static-server.mjs';
const server = await startStaticServer({root: process.argv[2]});
const browser = await launchBrowser();
const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
const page = await context.newPage();
const sizes: [string, number][] = [];
page.on('requestfinished', async (req) => {
  if (req.resourceType() !== 'script') return;
  const h = await (await req.response())!.allHeaders();
  sizes.push([req.url().replace(server.url, ''), Number(h['content-length']) || (await req.sizes()).responseBodySize]);
});
await page.goto(server.url + process.argv[3], {waitUntil: 'load'});
await page.waitForTimeout(3000);
sizes.sort((a, b) => b[1] - a[1]);
for (const [u, n] of sizes) console.log(String(n).padStart(8), u);
console.log('total', sizes.reduce((a, b) => a + b[1], 0));
await browser.close();
await server.close();
