/** Renders a bench result as Markdown tables (every figure with its ratio to plain Docusaurus) and a one-line summary. */
import type {BenchResult, BuildFigures, LighthouseFigures, PageResult, Preset} from './model';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** "1.05x", or "–" when the baseline is zero or missing (a ratio to nothing says nothing). */
export function ratio(value: number | undefined, base: number | undefined): string {
  if (value === undefined || base === undefined || !Number.isFinite(value) || !base) return '–';
  return `${(value / base).toFixed(2)}x`;
}

function withRatio(text: string, value: number | undefined, base: number | undefined): string {
  const r = ratio(value, base);
  return r === '–' ? text : `${text} (${r})`;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const cls = (value: number) => value.toFixed(2);

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function table(head: string[], rows: string[][]): string[] {
  return [row(head), row(head.map(() => '---')), ...rows.map(row)];
}

function networkTable(pages: PageResult[], base: PageResult): string[] {
  const b = base.network?.mobile;
  return table(
    ['page', 'kind', 'gzip JS', 'gzip JS after scroll', 'requests', 'CLS mobile', 'CLS desktop'],
    pages.map((p) => {
      const n = p.network!;
      return [
        `${p.key} \`${p.url}\``,
        p.kind,
        withRatio(kb(n.mobile.jsGzipBytes), n.mobile.jsGzipBytes, b?.jsGzipBytes),
        withRatio(kb(n.mobile.jsGzipBytesAfterScroll), n.mobile.jsGzipBytesAfterScroll, b?.jsGzipBytesAfterScroll),
        withRatio(String(n.mobile.requests), n.mobile.requests, b?.requests),
        cls(n.mobile.cls),
        n.desktop ? cls(n.desktop.cls) : '–',
      ];
    }),
  );
}

function lighthouseTable(preset: Preset, pages: PageResult[], base: PageResult): string[] {
  const b = base.lighthouse?.[preset];
  const rows = pages
    .filter((p) => p.lighthouse?.[preset])
    .map((p) => {
      const f = p.lighthouse![preset] as LighthouseFigures;
      return [
        `${p.key} \`${p.url}\``,
        withRatio(String(f.score), f.score, b?.score),
        `${f.samples.map((s) => s.score).join('/')}`,
        withRatio(ms(f.fcpMs), f.fcpMs, b?.fcpMs),
        withRatio(ms(f.lcpMs), f.lcpMs, b?.lcpMs),
        withRatio(ms(f.tbtMs), f.tbtMs, b?.tbtMs),
        f.longestTaskMs === undefined ? '–' : withRatio(ms(f.longestTaskMs), f.longestTaskMs, b?.longestTaskMs),
        cls(f.cls),
        f.benchmarkIndex === undefined ? '–' : String(f.benchmarkIndex),
      ];
    });
  if (rows.length === 0) return [];
  return [
    '',
    `### Lighthouse ${preset} (median of ${pages.find((p) => p.lighthouse?.[preset])?.lighthouse?.[preset]?.runs} runs)`,
    '',
    ...table(['page', 'score', 'runs', 'FCP', 'LCP', 'TBT', 'longest task', 'CLS', 'CPU index'], rows),
  ];
}

function buildLine(label: string, build: BuildFigures | undefined, base: BuildFigures | undefined): string {
  if (!build) return `- ${label}: not measured (reused an existing build)`;
  const how = `${build.cold ? 'cold' : 'warm'}${build.cached ? `, cached from ${build.builtAt}` : ''}`;
  const largest = build.peakProcessRssBytes ? ` (largest process ${mb(build.peakProcessRssBytes)})` : '';
  const hosting =
    build.hostingSeconds !== undefined
      ? `; then \`npm run build:hosting\` (precompression, nginx snippets) ${build.hostingSeconds.toFixed(1)} s`
      : '';
  return `- ${label} (${build.locales.join(' + ')}, ${how}): ${withRatio(`${build.seconds.toFixed(1)} s`, build.seconds, base?.seconds)}, peak memory ${withRatio(mb(build.peakRssBytes), build.peakRssBytes, base?.peakRssBytes)}${largest}${hosting}`;
}

function pageSwitchTable(result: BenchResult): string[] {
  const switches = result.pageSwitches;
  if (!switches) return [];
  const base = switches.baseline;
  const row = (label: string, from: string, to: string, f: typeof base) =>
    `| ${label} | \`${from}\` -> \`${to}\` | ${withRatio(`${f.medianMs} ms`, f.medianMs, base.medianMs)} | ${f.samplesMs.join(', ')} | ${f.firstDemoMedianMs ?? '–'} |`;
  return [
    `### Page switches (click to the first frame with the new page's h1, ${base.cpuSlowdown}x CPU slowdown, prefetch refused; median of ${base.samplesMs.length})`,
    '',
    '| switch | pages | median | runs (ms) | first demo ready (ms) |',
    '| --- | --- | --- | --- | --- |',
    row('plain Docusaurus', '/docs/intro', '/docs/second', base),
    ...switches.switches.map((s) => row(s.label, s.from, s.to, s.figures)),
    '',
  ];
}

function searchLatencyTable(result: BenchResult): string[] {
  if (!result.searchLatency?.length) return [];
  return [
    '### Search latency (last keystroke to first result, indexes loaded)',
    '',
    '| locale | from | median | max | queries (ms) |',
    '| --- | --- | --- | --- | --- |',
    ...result.searchLatency.map(
      (f) =>
        `| ${f.locale} | \`${f.from}\` | ${f.medianMs} ms | ${f.maxMs} ms | ${f.samples.map((s) => `${s.query} ${s.ms}`).join(', ')} |`,
    ),
    '',
  ];
}

export function renderMarkdown(result: BenchResult): string {
  const measured = result.pages.filter((p) => p.status === 'measured');
  const skipped = result.pages.filter((p) => p.status === 'skipped');
  const base = result.baseline.page;
  const shape = result.baseline.shape;
  const all = [base, ...measured];
  const lines = [
    `## Bench ${result.startedAt} (${result.profile} profile)`,
    '',
    `Ratios in parentheses are to a plain Docusaurus ${result.docusaurusVersion} classic docs page (\`${base.url}\`, row \`baseline\`) built and measured in the same run${shape ? `, in a plain site as large as the portal (${shape.docs} docs pages, ${shape.pages} other pages)` : ''}.`,
    `Machine: ${result.machine.cpus} cores, load average ${result.machine.loadAverage.map((l) => l.toFixed(1)).join(' ')} at the start, node ${result.machine.node}. Lighthouse figures on a shared machine are noisy.`,
    '',
    `### First visit (Playwright, ${result.server === 'nginx' ? 'nginx with deploy/nginx.conf (brotli)' : 'gzip static server'}, mobile viewport; CLS through load and scroll)`,
    '',
    ...networkTable(all, base),
    ...lighthouseTable('mobile', all, base),
    ...lighthouseTable('desktop', all, base),
    '',
    ...pageSwitchTable(result),
    ...searchLatencyTable(result),
    '### Production build',
    '',
    buildLine('portal', result.build, result.baseline.build),
    buildLine('plain Docusaurus', result.baseline.build, undefined),
    '',
    '### Budgets',
    '',
    ...(result.violations.length ? result.violations.map((v) => `- FAIL ${v.message}`) : ['- all budgets met']),
  ];
  if (skipped.length) lines.push('', '### Skipped', '', ...skipped.map((p) => `- ${p.key} \`${p.url}\`: ${p.note}`));
  return lines.join('\n') + '\n';
}

/** One line for a terminal or a commit message. */
export function summaryLine(result: BenchResult): string {
  const base = result.baseline.page;
  const measured = result.pages.filter((p) => p.status === 'measured');
  const text = measured.filter((p) => p.kind === 'text' && p.network);
  const heaviestText = text.sort((a, b) => b.network!.mobile.jsGzipBytes - a.network!.mobile.jsGzipBytes)[0];
  const withMobile = measured.filter((p) => p.lighthouse?.mobile);
  const worst = withMobile.sort((a, b) => a.lighthouse!.mobile!.score - b.lighthouse!.mobile!.score)[0];
  const parts = [`bench ${result.profile}: ${measured.length} pages`];
  if (heaviestText) {
    const js = heaviestText.network!.mobile.jsGzipBytes;
    const twoPage = result.baseline.twoPageJsGzipBytes;
    parts.push(
      `text page JS ${kb(js)} gzip (${ratio(js, base.network?.mobile.jsGzipBytes)} plain${twoPage ? `; ${ratio(js, twoPage)} a two-page plain site` : ''})`,
    );
  }
  if (worst) {
    parts.push(`lowest mobile score ${worst.lighthouse!.mobile!.score} (${worst.key}; plain ${base.lighthouse?.mobile?.score ?? '–'})`);
  }
  if (result.build) parts.push(`build ${result.build.seconds.toFixed(0)} s, ${mb(result.build.peakRssBytes)} peak`);
  parts.push(result.violations.length ? `${result.violations.length} budget(s) violated` : 'budgets met');
  return parts.join('; ');
}
