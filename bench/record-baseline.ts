/**
 * `npm run bench:record-baseline`: builds plain Docusaurus sites of several shapes (bench/lib/
 * baseline-site.ts), measures the gzip JS of their docs page as the bench does, and records the
 * figures in bench/baseline-figures.json (commit it). `npm test`'s JS budget reads them there
 * (fitted for a shape not recorded), so no machine builds plain Docusaurus to run the tests.
 *
 *   npm run bench:record-baseline                 the build's shape, 1.3x, 1.6x and 2x of it, and
 *                                                 1.8x its docs or 1.7x its other pages alone
 *   npm run bench:record-baseline -- 222x578 ...  these shapes (docs x other pages)
 *   --build-dir DIR                               the portal build whose shape is the first one
 *
 * Run it after upgrading Docusaurus or changing the baseline template (both change the key).
 */
import path from 'node:path';
import {launchChromium} from '../tests/e2e/chromium.mjs';
import {startStaticServer} from '../scripts/static-server.mjs';
import {baselineTemplateHash, docusaurusVersion, ensureBaselineBuild, shapeOfBuild, type BaselineShape} from './lib/baseline-site';
import {
  baselineJsFor,
  fitLinear,
  readBaselineFigures,
  withFigure,
  writeBaselineFigures,
  BASELINE_FIGURES_FILE,
} from './lib/baseline-figures';
import {measurePageWeight} from './lib/page-weight';
import {BASELINE_PAGE_PATH} from './pages';

const PORTAL_ROOT = process.cwd();
/**
 * Multiples of the build's shape (docs, other pages) recorded by default: today's site and the
 * sizes it is growing to, and two that grow one kind of page alone, without which docs and other
 * pages would grow together in every figure and the fit could not tell their costs apart.
 */
const DEFAULT_SCALES: [number, number][] = [
  [1, 1],
  [1.3, 1.3],
  [1.6, 1.6],
  [2, 2],
  [1.8, 1],
  [1, 1.7],
];

function parseShapes(args: string[]): {shapes: BaselineShape[]; buildDir: string} {
  let buildDir = path.resolve('build');
  const shapes: BaselineShape[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--build-dir') buildDir = path.resolve(args[++i] ?? '');
    else {
      const m = /^(\d+)x(\d+)$/.exec(arg);
      if (!m) throw new Error(`expected a shape DOCSxPAGES (e.g. 222x578) or --build-dir DIR, not ${arg}`);
      shapes.push({docs: Number(m[1]), pages: Number(m[2])});
    }
  }
  if (!shapes.length) {
    const shape = shapeOfBuild(buildDir);
    for (const [docs, pages] of DEFAULT_SCALES) shapes.push({docs: Math.round(shape.docs * docs), pages: Math.round(shape.pages * pages)});
  }
  return {shapes, buildDir};
}

async function main(): Promise<void> {
  const {shapes} = parseShapes(process.argv.slice(2));
  const version = docusaurusVersion(PORTAL_ROOT);
  const template = baselineTemplateHash();
  const browser = await launchChromium();
  let file = readBaselineFigures();
  try {
    for (const shape of shapes) {
      const site = await ensureBaselineBuild(PORTAL_ROOT, {shape, log: (line) => console.error(`[record-baseline] ${line}`)});
      const server = await startStaticServer({root: site.buildDir});
      try {
        const weight = await measurePageWeight(browser, server.url + BASELINE_PAGE_PATH, 'mobile');
        if (weight.status !== 200)
          throw new Error(`${BASELINE_PAGE_PATH} of the ${shape.docs}x${shape.pages} baseline answered ${weight.status}`);
        file = withFigure(file, version, template, {
          ...shape,
          jsGzipBytes: weight.figures.jsGzipBytes,
          measuredAt: new Date().toISOString(),
        });
        console.log(`Docusaurus ${version}, ${shape.docs} docs, ${shape.pages} other pages: ${weight.figures.jsGzipBytes} B gzip JS`);
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  writeBaselineFigures(file);
  const set = file.sets.find((s) => s.docusaurusVersion === version && s.template === template)!;
  const fit = fitLinear(set.figures);
  if (fit) {
    for (const figure of set.figures) {
      const others = {...file, sets: [{...set, figures: set.figures.filter((f) => f !== figure)}]};
      const predicted = baselineJsFor(others, version, template, figure);
      if (predicted)
        console.log(
          `  ${figure.docs}x${figure.pages}: measured ${figure.jsGzipBytes} B, fitted from the others ${predicted.jsGzipBytes} B (${(((predicted.jsGzipBytes - figure.jsGzipBytes) / figure.jsGzipBytes) * 100).toFixed(2)}%)`,
        );
    }
  }
  console.log(`Recorded in ${path.relative(PORTAL_ROOT, BASELINE_FIGURES_FILE)}: commit it.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
