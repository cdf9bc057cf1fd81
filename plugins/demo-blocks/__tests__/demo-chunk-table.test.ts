import {DEMO_CSS_LAYER, installChunkTableLoader, type ChunkRuntime} from '../chunk-table-loader';
import {resetLoadedStylesheets} from '@site/src/lib/stylesheet-layer';
import {
  chunkTableJson,
  disableCssChunkLoader,
  isDemoOnlyChunk,
  removeChunkHashes,
  RUNTIME_SOURCE,
  TABLE_PLACEHOLDER,
} from '../demo-chunk-table';

// The minified form of the runtime's script-file function, with its CSS table beside it.
const runtime =
  'i.u=e=>"assets/js/"+e+"."+({106:"6f1d014f",1034:"37e87444","1056":"eeaf3f1d",1736:"f0d75c28"})[e]+".js",' +
  'i.miniCssF=e=>"assets/css/"+({1736:"demo-tailwind"})[e]+"."+({1736:"9ec2e6e3"})[e]+".css"';

test('demo chunks leave the runtime table, quoted id or not, first, middle or last; other chunks and the CSS table stay', () => {
  const out = removeChunkHashes(runtime, [
    {id: '106', file: 'assets/js/106.6f1d014f.js'},
    {id: '1056', file: 'assets/js/1056.eeaf3f1d.js'},
    {id: '1736', file: 'assets/js/1736.f0d75c28.js'},
  ]);
  expect(out).toContain('({1034:"37e87444"})[e]');
  expect(out).toContain('({1736:"9ec2e6e3"})[e]');
  expect(out).toContain('({1736:"demo-tailwind"})[e]');
});

test('a round chunk id the minifier wrote in exponent form (6000 as 6e3) leaves the table too', () => {
  const minified = '({1234:"aaaa1111",6e3:"bbbb2222",12e3:"cccc3333"})[e]';
  const out = removeChunkHashes(minified, [
    {id: '6000', file: 'assets/js/6000.bbbb2222.js'},
    {id: '12000', file: 'assets/js/12000.cccc3333.js'},
  ]);
  expect(out).toBe('({1234:"aaaa1111"})[e]');
});

test('a chunk whose hash is not in the table, or is there twice, stops the build with its id', () => {
  expect(() => removeChunkHashes(runtime, [{id: '2000', file: 'assets/js/2000.aaaaaaaa.js'}])).toThrow(
    /chunk 2000: expected its hash aaaaaaaa once/,
  );
  const twice = runtime.replace('106:"6f1d014f"', '106:"6f1d014f",x:{106:"6f1d014f"}');
  expect(() => removeChunkHashes(twice, [{id: '106', file: 'assets/js/106.6f1d014f.js'}])).toThrow(/chunk 106/);
  expect(() => removeChunkHashes(runtime, [{id: '106', file: 'assets/js/demo-106.js'}])).toThrow(/not named <id>.<hash>.js/);
});

test('the table file lists scripts and stylesheets and is named by its content, whatever order the chunks came in', () => {
  const a = {id: '9', file: 'assets/js/9.00000001.js', css: ['assets/css/demo-tailwind.00000003.css']};
  const b = {id: '10', file: 'assets/js/10.00000002.js'};
  const one = chunkTableJson([a, b]);
  expect(chunkTableJson([b, a])).toEqual(one);
  expect(JSON.parse(one.json)).toEqual({js: {9: a.file, 10: b.file}, css: {9: a.css}});
  expect(one.fileName).toMatch(/^assets\/js\/demo-chunks\.[0-9a-f]{8}\.json$/);
  expect(chunkTableJson([a]).fileName).not.toBe(one.fileName);
});

test('demo-only chunks: named demo-*, or split out of demo chunks; route and shared chunks are not', () => {
  expect(isDemoOnlyChunk({name: 'demo-InventoryGrid'})).toBe(true);
  expect(isDemoOnlyChunk({name: null, idNameHints: new Set(['demoLibraries'])})).toBe(true);
  expect(isDemoOnlyChunk({name: '17896441'})).toBe(false);
  expect(isDemoOnlyChunk({name: null, idNameHints: new Set(['common'])})).toBe(false);
});

test("the CSS extract plugin's own chunk-stylesheet loader is turned off; a config without it is left alone", () => {
  class CssExtractRspackPlugin {
    options: {runtime?: boolean} = {};
  }
  const plugin = new CssExtractRspackPlugin();
  expect(disableCssChunkLoader({plugins: [{}, plugin]})).toBe(true);
  expect(plugin.options.runtime).toBe(false);
  expect(disableCssChunkLoader({plugins: [{options: {}}]})).toBe(false);
});

/** Just enough of `document` for the stylesheet loader: the elements it appends, by tag. */
function fakeDocument() {
  const appended: {tag: string; href?: string; textContent?: string; attributes: Record<string, string>}[] = [];
  return {
    appended,
    baseURI: 'http://portal.test/',
    createElement: (tag: string) => {
      const element = {
        tag,
        attributes: {} as Record<string, string>,
        setAttribute: (n: string, v: string) => void (element.attributes[n] = v),
      };
      return element;
    },
    head: {appendChild: (element: (typeof appended)[number]) => void appended.push(element)},
  };
}

/** A stylesheet server: `broken` files answer 404. */
const cssFetch = (url: string) =>
  Promise.resolve(
    url.includes('broken')
      ? {ok: false, status: 404, statusText: 'Not Found', text: () => Promise.resolve('')}
      : {ok: true, status: 200, statusText: 'OK', text: () => Promise.resolve(`.card{color:red}/* ${url} */`)},
  );

describe('the chunk table loader', () => {
  beforeEach(() => resetLoadedStylesheets());
  type Event = {type: string; target: {src: string}};
  function load(fetchImpl: (url: string) => Promise<unknown>, doc = fakeDocument(), logger = {error: jest.fn()}) {
    const hashes: Record<string, string> = {1: 'aaaaaaaa'};
    const loaded: string[] = [];
    // The runtime module's one line, then what the runtime's own `.u` and `.l` do.
    const runtime: ChunkRuntime = {p: '/'};
    new Function('__webpack_require__', RUNTIME_SOURCE.replace(TABLE_PLACEHOLDER, 'assets/js/demo-chunks.12345678.json'))(runtime);
    runtime.u = (id) => `assets/js/${id}.${hashes[id]}.js`;
    runtime.l = (url, done) => {
      loaded.push(url);
      done({type: 'load', target: {src: url}});
    };
    const options = {document: doc as unknown as Document, fetch: cssFetch as unknown as typeof fetch, logger};
    expect(installChunkTableLoader(runtime, fetchImpl as typeof fetch, options)).toBe(true);
    expect(installChunkTableLoader(runtime, fetchImpl as typeof fetch, options)).toBe(false);
    // What the runtime's chunk loader does for a chunk not installed yet.
    const ensure = (id: string) => new Promise<Event>((resolve) => runtime.l!(runtime.p + runtime.u!(id), resolve, `chunk-${id}`, id));
    return {ensure, loaded};
  }
  const ok = (body: unknown) => Promise.resolve({ok: true, status: 200, json: () => Promise.resolve(body)});

  test('without a table file name (a dev build, the server render) it installs nothing', () => {
    const runtime: ChunkRuntime = {p: '/', u: () => '', l: () => undefined};
    expect(installChunkTableLoader(runtime, fetch)).toBe(false);
  });

  test('a chunk the runtime knows loads without the table; a demo chunk waits for it, fetched once', async () => {
    const fetched: string[] = [];
    const {ensure, loaded} = load((url) => {
      fetched.push(url);
      return ok({js: {7: 'assets/js/7.bbbbbbbb.js', 8: 'assets/js/8.cccccccc.js'}, css: {}});
    });
    await ensure('1');
    expect(fetched).toEqual([]);
    await Promise.all([ensure('7'), ensure('8')]);
    expect(fetched).toEqual(['/assets/js/demo-chunks.12345678.json']);
    expect(loaded).toEqual(['/assets/js/1.aaaaaaaa.js', '/assets/js/7.bbbbbbbb.js', '/assets/js/8.cccccccc.js']);
  });

  test('a failed fetch fails the chunk naming the table, and the next request tries again', async () => {
    let calls = 0;
    const {ensure, loaded} = load(() => {
      calls += 1;
      return calls === 1 ? Promise.resolve({ok: false, status: 503}) : ok({js: {7: 'assets/js/7.bbbbbbbb.js'}, css: {}});
    });
    await expect(ensure('7')).resolves.toEqual({
      type: 'table of demo chunks: HTTP 503',
      target: {src: '/assets/js/demo-chunks.12345678.json'},
    });
    expect(loaded).toEqual([]);
    await expect(ensure('7')).resolves.toMatchObject({type: 'load'});
    expect(loaded).toEqual(['/assets/js/7.bbbbbbbb.js']);
  });

  test('a table that is not one is refused', async () => {
    const {ensure} = load(() => ok('<img src=x onerror=alert(1)>'));
    await expect(ensure('7')).resolves.toMatchObject({type: 'table of demo chunks: not a table'});
  });

  test("a demo chunk's stylesheets load into the demo layer, once, before its script; one that fails falls back to a link and the demo still runs", async () => {
    const doc = fakeDocument();
    const logger = {error: jest.fn()};
    const table = {
      js: {7: 'assets/js/7.bbbbbbbb.js', 8: 'assets/js/8.cccccccc.js', 9: 'assets/js/9.dddddddd.js'},
      css: {
        7: ['assets/css/demo-tailwind.11111111.css'],
        8: ['assets/css/demo-tailwind.11111111.css'],
        9: ['assets/css/broken.22222222.css'],
      },
    };
    const {ensure, loaded} = load(() => ok(table), doc, logger);
    await ensure('7');
    await ensure('8');
    expect(doc.appended.map((e) => [e.tag, e.attributes['data-layer']])).toEqual([['style', DEMO_CSS_LAYER]]);
    expect(doc.appended[0]!.textContent).toMatch(/^@layer demo \{\n\.card\{color:red\}/);
    expect(loaded).toEqual(['/assets/js/7.bbbbbbbb.js', '/assets/js/8.cccccccc.js']);
    await expect(ensure('9')).resolves.toMatchObject({type: 'load'});
    expect(logger.error).toHaveBeenCalledWith('Failed to fetch CSS: Not Found');
    expect(doc.appended[1]).toMatchObject({
      tag: 'link',
      href: 'http://portal.test/assets/css/broken.22222222.css'.replace('http://portal.test', ''),
    });
    expect(loaded).toEqual(['/assets/js/7.bbbbbbbb.js', '/assets/js/8.cccccccc.js', '/assets/js/9.dddddddd.js']);
  });
});
