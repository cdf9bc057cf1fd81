/**
 * The plain Docusaurus page's gzip JS, as measured by `npm run bench:record-baseline` and kept in the
 * repository (bench/baseline-figures.json), so the JS budget of `npm test` compares against plain
 * Docusaurus without building it on every fresh machine (two builds and a browser run, minutes).
 *
 * A figure belongs to a Docusaurus version, a baseline template (bench/lib/baseline-site.ts) and a
 * shape (docs and other pages). Part of what every Docusaurus page loads grows with the site (route
 * table, chunk registry, the docs version's sidebar), linearly in the number of routes: so for a
 * shape not measured, the figure is fitted from the shapes that were (least squares over
 * `a + b·docs + c·pages`, three shapes at least), and says so. The fit's residuals on the measured
 * shapes are printed when they are recorded.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {BaselineShape} from './baseline-site';

export interface BaselineFigure extends BaselineShape {
  /** Gzip JS of the baseline's measured docs page, mobile viewport, after hydration (bench/lib/page-weight.ts). */
  jsGzipBytes: number;
  measuredAt: string;
}

export interface BaselineFigureSet {
  docusaurusVersion: string;
  /** Hash of the baseline generator's template (baselineCacheKey). */
  template: string;
  figures: BaselineFigure[];
}

export interface BaselineFiguresFile {
  sets: BaselineFigureSet[];
}

/** In the repository, read from its root (where npm scripts and jest run). */
export const BASELINE_FIGURES_FILE = path.resolve('bench/baseline-figures.json');

export function readBaselineFigures(file = BASELINE_FIGURES_FILE): BaselineFiguresFile {
  if (!fs.existsSync(file)) return {sets: []};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BaselineFiguresFile;
}

export interface BaselineJs {
  jsGzipBytes: number;
  /** 'measured' for a recorded shape; else how it was fitted. */
  source: string;
}

/** The least-squares coefficients [a, b, c] of bytes = a + b·docs + c·pages (null when the shapes do not determine them). */
export function fitLinear(figures: readonly BaselineFigure[]): [number, number, number] | null {
  if (figures.length < 3) return null;
  // Normal equations XᵀX β = Xᵀy for rows [1, docs, pages].
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const v = [0, 0, 0];
  for (const f of figures) {
    const row = [1, f.docs, f.pages];
    for (let i = 0; i < 3; i++) {
      v[i]! += row[i]! * f.jsGzipBytes;
      for (let j = 0; j < 3; j++) m[i]![j]! += row[i]! * row[j]!;
    }
  }
  return solve3(m, v);
}

/** Gauss-Jordan elimination with partial pivoting; null for a singular system (shapes on one line). */
function solve3(matrix: number[][], vector: number[]): [number, number, number] | null {
  const a = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < 3; col++) {
    let pivot = col;
    for (let r = col + 1; r < 3; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    if (Math.abs(a[pivot]![col]!) < 1e-9) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let r = 0; r < 3; r++) {
      if (r === col) continue;
      const factor = a[r]![col]! / a[col]![col]!;
      for (let c = col; c < 4; c++) a[r]![c]! -= factor * a[col]![c]!;
    }
  }
  return [a[0]![3]! / a[0]![0]!, a[1]![3]! / a[1]![1]!, a[2]![3]! / a[2]![2]!];
}

/** The plain page's gzip JS for `shape`: recorded, or fitted from the recorded shapes; null when neither can be. */
export function baselineJsFor(
  file: BaselineFiguresFile,
  docusaurusVersion: string,
  template: string,
  shape: BaselineShape,
): BaselineJs | null {
  const set = file.sets.find((s) => s.docusaurusVersion === docusaurusVersion && s.template === template);
  if (!set) return null;
  const exact = set.figures.find((f) => f.docs === shape.docs && f.pages === shape.pages);
  if (exact) return {jsGzipBytes: exact.jsGzipBytes, source: `measured (${exact.docs} docs, ${exact.pages} other pages)`};
  const fit = fitLinear(set.figures);
  if (!fit) return null;
  const [a, b, c] = fit;
  return {
    jsGzipBytes: Math.round(a + b * shape.docs + c * shape.pages),
    source: `fitted from ${set.figures.length} measured shapes (${Math.round(a)} B + ${b.toFixed(1)} B a doc + ${c.toFixed(1)} B a page)`,
  };
}

/** `file` with `figure` recorded for its version and template (replacing one of the same shape). */
export function withFigure(
  file: BaselineFiguresFile,
  docusaurusVersion: string,
  template: string,
  figure: BaselineFigure,
): BaselineFiguresFile {
  const sets = file.sets.filter((s) => !(s.docusaurusVersion === docusaurusVersion && s.template === template));
  const current = file.sets.find((s) => s.docusaurusVersion === docusaurusVersion && s.template === template);
  const figures = [...(current?.figures ?? []).filter((f) => f.docs !== figure.docs || f.pages !== figure.pages), figure].sort(
    (x, y) => x.docs - y.docs || x.pages - y.pages,
  );
  return {sets: [...sets, {docusaurusVersion, template, figures}]};
}

export function writeBaselineFigures(file: BaselineFiguresFile, to = BASELINE_FIGURES_FILE): void {
  fs.writeFileSync(to, `${JSON.stringify(file, null, 2)}\n`);
}
