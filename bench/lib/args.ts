/** Command-line options of bench/run.ts. */
import type {Preset} from './model';

export const DEFAULT_LIGHTHOUSE_RUNS = 3;

export interface BenchOptions {
  profile: 'full' | 'ci';
  reuseBuild: boolean;
  buildDir: string;
  runs: number;
  presets: Preset[];
  /** Page ids of bench/pages.ts to measure (all when undefined). */
  pages?: string[];
  out?: string;
  /** Exit 1 when a budget is violated. */
  check: boolean;
  /** Build with rspack's persistent cache (default: cold, as CI builds). */
  warmBuild: boolean;
  /** Rebuild the plain Docusaurus baseline instead of reusing the cached build. */
  freshBaseline: boolean;
  /** What serves the portal while it is measured: the tests' static server, or nginx with deploy/nginx.conf. */
  server: 'static' | 'nginx';
  /** Seconds of each wrk run of the serving bench (bench/serving.ts) at the end; 0 skips it. */
  loadSeconds: number;
  /**
   * A previous result (JSON) of the same build whose gzip JS, requests and CLS are taken instead of
   * measured again: they do not depend on the machine's load, so a budget suite's retry, which is
   * about timings and scores, need not spend minutes on them.
   */
  weightsFrom?: string;
}

const PRESETS: Preset[] = ['mobile', 'desktop'];

export function parseArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = {
    profile: 'full',
    reuseBuild: false,
    buildDir: process.env.PORTAL_BUILD_DIR ?? 'build',
    runs: DEFAULT_LIGHTHOUSE_RUNS,
    presets: PRESETS,
    check: false,
    warmBuild: false,
    freshBaseline: false,
    server: 'static',
    loadSeconds: 20,
  };
  let presetsGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value`);
      return v;
    };
    switch (arg) {
      case '--profile': {
        const p = value();
        if (p !== 'full' && p !== 'ci') throw new Error(`--profile must be full or ci, not ${p}`);
        options.profile = p;
        break;
      }
      case '--reuse-build':
        options.reuseBuild = true;
        break;
      case '--build-dir':
        options.buildDir = value();
        break;
      case '--runs': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 0) throw new Error('--runs must be a whole number >= 0');
        options.runs = n;
        break;
      }
      case '--presets': {
        const list = value().split(',').filter(Boolean);
        const bad = list.filter((p) => !PRESETS.includes(p as Preset));
        if (bad.length) throw new Error(`unknown preset(s) ${bad.join(', ')}: use mobile, desktop`);
        options.presets = list as Preset[];
        presetsGiven = true;
        break;
      }
      case '--pages':
        options.pages = value().split(',').filter(Boolean);
        break;
      case '--out':
        options.out = value();
        break;
      case '--check':
        options.check = true;
        break;
      case '--warm-build':
        options.warmBuild = true;
        break;
      case '--fresh-baseline':
        options.freshBaseline = true;
        break;
      case '--server': {
        const server = value();
        if (server !== 'static' && server !== 'nginx') throw new Error(`--server must be static or nginx, not ${server}`);
        options.server = server;
        break;
      }
      case '--weights-from':
        options.weightsFrom = value();
        break;
      case '--load-seconds': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 0 || n > 120) throw new Error('--load-seconds must be a whole number 0-120');
        options.loadSeconds = n;
        break;
      }
      default:
        throw new Error(`unknown option ${arg} (see the header of bench/run.ts)`);
    }
  }
  // The CI profile is the reduced bench: it measures the given build, Lighthouse mobile only.
  if (options.profile === 'ci') {
    options.reuseBuild = true;
    options.loadSeconds = 0;
    if (!presetsGiven) options.presets = ['mobile'];
  }
  return options;
}
