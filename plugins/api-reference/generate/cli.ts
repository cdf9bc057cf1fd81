/** Entry of `npm run api:generate` (run with sucrase's require hook). `--force` ignores the cache. */
import {countsBySection, generateApiDocs} from './index';

const {manifest, cached, ms} = generateApiDocs({rootDir: process.cwd(), force: process.argv.includes('--force')});
const counts = Object.entries(countsBySection(manifest))
  .map(([k, v]) => `${k} ${v}`)
  .join(', ');
console.log(
  `[api-reference] ${cached ? 'cache hit' : 'generated'} in ${(ms / 1000).toFixed(2)}s: ${manifest.pages.length} pages (${counts}); ${manifest.skipped.length} look-alikes skipped`,
);
