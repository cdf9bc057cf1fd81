/** Entry of `npm run api:diff` (run with sucrase's require hook). `--force` ignores the cache. */
import {generateApiDiff, summary} from './index';

const {manifest, cached, ms} = generateApiDiff({rootDir: process.cwd(), force: process.argv.includes('--force')});
console.log(`[api-diff] ${cached ? 'cache hit' : 'generated'} in ${(ms / 1000).toFixed(2)}s: ${summary(manifest)}`);
