import {baselineJsFor, fitLinear, withFigure, type BaselineFigure, type BaselineFiguresFile} from '../lib/baseline-figures';

const at = (docs: number, pages: number, jsGzipBytes: number): BaselineFigure => ({
  docs,
  pages,
  jsGzipBytes,
  measuredAt: '2026-11-28T00:00:00.000Z',
});
/** Bytes growing as a + b·docs + c·pages: what the fit must recover. */
const linear = (docs: number, pages: number) => 150_000 + 120 * docs + 40 * pages;

test('a recorded shape is read as measured; another is fitted from three shapes or more; too few, or another Docusaurus, gives none', () => {
  let file: BaselineFiguresFile = {sets: []};
  for (const [docs, pages] of [
    [222, 578],
    [289, 751],
    [355, 925],
    [444, 1156],
  ] as const)
    file = withFigure(file, '3.10.2', 'abc', at(docs, pages, linear(docs, pages)));
  expect(baselineJsFor(file, '3.10.2', 'abc', {docs: 222, pages: 578})).toEqual({
    jsGzipBytes: linear(222, 578),
    source: 'measured (222 docs, 578 other pages)',
  });
  const fitted = baselineJsFor(file, '3.10.2', 'abc', {docs: 300, pages: 600})!;
  expect(fitted.jsGzipBytes).toBe(linear(300, 600));
  expect(fitted.source).toMatch(/^fitted from 4 measured shapes/);
  expect(baselineJsFor(file, '3.11.0', 'abc', {docs: 222, pages: 578})).toBeNull();
  expect(baselineJsFor(file, '3.10.2', 'other-template', {docs: 222, pages: 578})).toBeNull();
  const two = withFigure(withFigure({sets: []}, '3.10.2', 'abc', at(1, 1, 10)), '3.10.2', 'abc', at(2, 2, 20));
  expect(baselineJsFor(two, '3.10.2', 'abc', {docs: 3, pages: 3})).toBeNull();
});

test('shapes on one line do not determine the fit', () => {
  expect(fitLinear([at(1, 2, 10), at(2, 4, 20), at(3, 6, 30)])).toBeNull();
});

test('recording a shape again replaces its figure; figures stay sorted by shape', () => {
  let file = withFigure({sets: []}, '3.10.2', 'abc', at(300, 600, 1));
  file = withFigure(file, '3.10.2', 'abc', at(222, 578, 2));
  file = withFigure(file, '3.10.2', 'abc', at(300, 600, 3));
  expect(file.sets).toHaveLength(1);
  expect(file.sets[0]!.figures.map((f) => [f.docs, f.jsGzipBytes])).toEqual([
    [222, 2],
    [300, 3],
  ]);
});
