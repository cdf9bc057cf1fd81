/** @jest-environment jsdom */
import {estimateHeightPx, firstScreenCount, FIRST_SCREEN_PX, MIN_REST_PX, type MdNode} from '../first-screen';
import remarkPageRest from '../remark';
import {mayRenderRestLater} from '../page-rest';

const text = (chars: number): MdNode => ({type: 'paragraph', children: [{type: 'text', value: 'x'.repeat(chars)}]});
const h2: MdNode = {type: 'heading', depth: 2, children: [{type: 'text', value: 'Section'}]};
const demo: MdNode = {type: 'mdxJsxFlowElement', name: 'DemoBlock', children: []};
const esm = (value: string): MdNode => ({type: 'mdxjsEsm', value});

describe('first screen estimate', () => {
  test('longer text, more code lines and a demo block are taller', () => {
    expect(estimateHeightPx(text(900))).toBeGreaterThan(estimateHeightPx(text(90)));
    expect(estimateHeightPx({type: 'code', value: 'a\nb\nc\nd'})).toBeGreaterThan(estimateHeightPx({type: 'code', value: 'a'}));
    expect(estimateHeightPx(demo)).toBeGreaterThan(estimateHeightPx(text(300)));
    expect(estimateHeightPx(esm('import X from "x";'))).toBe(0);
  });

  test('a short page stays whole', () => {
    expect(firstScreenCount([h2, text(200), demo])).toBeNull();
  });

  test('a long page is cut before the first node whose middle falls below the first screen', () => {
    const page = [text(300), demo, h2, text(400), demo, h2, text(400), demo, h2, demo, demo];
    const count = firstScreenCount(page)!;
    expect(count).toBeGreaterThan(0);
    const height = (nodes: MdNode[]) => nodes.reduce((sum, n) => sum + estimateHeightPx(n), 0);
    const kept = height(page.slice(0, count));
    expect(kept - estimateHeightPx(page[count - 1]!) / 2).toBeLessThanOrEqual(FIRST_SCREEN_PX);
    expect(kept + estimateHeightPx(page[count]!) / 2).toBeGreaterThan(FIRST_SCREEN_PX);
    expect(height(page.slice(count))).toBeGreaterThanOrEqual(MIN_REST_PX);
  });

  test('a tall demo block starting late in the first screen waits with the rest', () => {
    const page = [text(1500), demo, h2, demo, demo];
    expect(firstScreenCount(page)).toBe(1);
  });
});

describe('remark plugin', () => {
  test('wraps what follows the first screen in <PageRest>, keeps imports and exports at the top level', () => {
    const content = [text(300), demo, h2, text(400), demo, h2, text(400), demo, h2, demo, demo];
    const tree: MdNode = {type: 'root', children: [esm('import A from "a";'), ...content, esm('export const toc = [];')]};
    remarkPageRest()(tree);
    const top = tree.children!;
    const rest = top[top.length - 1]!;
    expect(rest).toMatchObject({type: 'mdxJsxFlowElement', name: 'PageRest'});
    expect(top[0]).toMatchObject({type: 'mdxjsEsm', value: "import PageRest from '@theme/PageRest';"});
    expect(top.filter((n) => n.type === 'mdxjsEsm').map((n) => n.value)).toEqual([
      "import PageRest from '@theme/PageRest';",
      'import A from "a";',
      'export const toc = [];',
    ]);
    const first = top.filter((n) => n.type !== 'mdxjsEsm' && n !== rest);
    expect([...first, ...rest.children!]).toEqual(content);
    expect(rest.children!.some((n) => n.type === 'mdxjsEsm')).toBe(false);
  });

  test('leaves a short page untouched', () => {
    const children = [esm('import A from "a";'), h2, text(100)];
    const tree: MdNode = {type: 'root', children: [...children]};
    remarkPageRest()(tree);
    expect(tree.children).toEqual(children);
  });
});

describe('when the rest may wait', () => {
  const arrival = {hydrated: true, action: 'PUSH', hash: '', search: ''};
  test('only a link navigation to a page top', () => {
    expect(mayRenderRestLater(arrival)).toBe(true);
    expect(mayRenderRestLater({...arrival, hydrated: false})).toBe(false);
    expect(mayRenderRestLater({...arrival, action: 'POP'})).toBe(false);
    expect(mayRenderRestLater({...arrival, action: 'REPLACE'})).toBe(false);
    expect(mayRenderRestLater({...arrival, hash: '#operators'})).toBe(false);
    expect(mayRenderRestLater({...arrival, search: '?q=row'})).toBe(false);
  });
});
