import path from 'node:path';
import remarkPropsPlayground, {emitPlaygroundModule, playgroundSpec, PLAYGROUND_BLOCK} from '../remark';

const SITE_DIR = path.resolve(__dirname, '../../..');

describe('playgroundSpec (reads the generated api-docs/)', () => {
  it('gives a Material UI component its API path, import path and controls', () => {
    const spec = playgroundSpec(SITE_DIR, 'Slider', []);
    expect(spec.apiPath).toBe('/api/slider');
    expect(spec.importPath).toBe('@mui/material/Slider');
    expect(spec.controls.find((c) => c.name === 'orientation')).toEqual({
      kind: 'select',
      name: 'orientation',
      options: ['horizontal', 'vertical'],
      defaultValue: 'horizontal',
    });
  });

  it('fails the build on an unknown component or an omitted prop the component lacks', () => {
    expect(() => playgroundSpec(SITE_DIR, 'Buton', [])).toThrow(/no Material UI component of that name/);
    expect(() => playgroundSpec(SITE_DIR, 'TextField', ['selected'])).toThrow(/does not have: selected/);
  });

  it('emits the component behind a lazy demo chunk import', () => {
    const code = emitPlaygroundModule(playgroundSpec(SITE_DIR, 'Button', []));
    expect(code).toContain('import(/* webpackChunkName: "demo-playground-button" */ "@mui/material/Button")');
  });
});

describe('remarkPropsPlayground', () => {
  it('replaces the tag with the block, keeps `props` and imports the generated module', () => {
    const tag = {
      type: 'mdxJsxFlowElement',
      name: 'PropsPlayground',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'component', value: 'TextField'},
        {type: 'mdxJsxAttribute', name: 'omit', value: 'select'},
        {
          type: 'mdxJsxAttribute',
          name: 'props',
          value: {
            type: 'mdxJsxAttributeValueExpression',
            value: "{label: 'Name'}",
          },
        },
      ],
      children: [],
    };
    const tree = {type: 'root', children: [tag as never]};
    const outDir = path.join(require('node:os').tmpdir(), `playground-test-${process.pid}`);
    remarkPropsPlayground({siteDir: SITE_DIR, outDir})(tree, {
      path: 'page.mdx',
    });
    expect(tag.name).toBe(PLAYGROUND_BLOCK);
    expect(tag.attributes.map((a) => a.name)).toEqual(['props', 'spec']);
    const esm = tree.children[0] as {type: string; value: string};
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toContain(`import ${PLAYGROUND_BLOCK} from '@theme/${PLAYGROUND_BLOCK}'`);
    expect(esm.value).toMatch(/import __playground0_TextField from ".*TextField\.[0-9a-f]{12}\.js"/);
  });
});
