import {rewriteTranslations} from '../transform';
import {droppableKeys} from '../scan';

const ZH = {'demo.copy': '复制', 'demo.title': '示例 {name}', 'theme.x': '主题'};

const MODULE = `import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';

export function Label({name}: {name: string}) {
  const title = translate({id: 'demo.title', message: 'Demo {name}', description: 'The title of a demo'}, {name});
  return (
    <span title={title}>
      <Translate id="demo.copy" description="A button that copies the code">Copy</Translate>
    </span>
  );
}
`;

describe('rewriteTranslations', () => {
  test('writes the translation in place of the English message and drops the descriptions', () => {
    const out = rewriteTranslations(MODULE, 'Label.tsx', ZH)!;
    expect(out.code).toContain(`translate({id: 'demo.title', message: "示例 {name}"}, {name})`);
    expect(out.code).toContain(`<Translate id="demo.copy" >{"复制"}</Translate>`);
    expect(out.code).not.toContain('description');
    expect(out.inlined.sort()).toEqual(['demo.copy', 'demo.title']);
    expect(out.lookedUp).toEqual([]);
    expect(out.dynamic).toBe(0);
  });

  test('in the default locale only drops the descriptions', () => {
    const out = rewriteTranslations(MODULE, 'Label.tsx')!;
    expect(out.code).toContain(`translate({id: 'demo.title', message: 'Demo {name}'}, {name})`);
    expect(out.code).toContain('<Translate id="demo.copy" >Copy</Translate>');
    expect(out.code).not.toContain('description');
    expect(out.lookedUp.sort()).toEqual(['demo.copy', 'demo.title']);
  });

  test('follows renamed imports and keys given by message alone', () => {
    const src = `import {translate as t} from '@docusaurus/Translate';\nexport const a = t({message: 'theme.x'});\n`;
    const out = rewriteTranslations(src, 'a.js', ZH)!;
    expect(out.code).toContain(`t({message: "主题"})`);
    expect(out.inlined).toEqual(['theme.x']);
  });

  test('counts a computed key as dynamic and leaves the call as it was', () => {
    const src = "import {translate} from '@docusaurus/Translate';\nexport const f = (k) => translate({id: `demo.${k}`, message: 'x'});\n";
    const out = rewriteTranslations(src, 'f.js', ZH)!;
    expect(out.dynamic).toBe(1);
    expect(out.code).toBe(src);
  });

  test('keeps a key looked up when no translation exists for it', () => {
    const src = "import {translate} from '@docusaurus/Translate';\nexport const a = translate({id: 'demo.missing', message: 'Missing'});\n";
    expect(rewriteTranslations(src, 'a.ts', ZH)!.lookedUp).toEqual(['demo.missing']);
  });

  test('leaves modules that do not import the translation API alone', () => {
    expect(rewriteTranslations("const translate = (x) => x; translate({id: 'a', description: 'b'});", 'x.js', ZH)).toBeUndefined();
  });
});

describe('droppableKeys', () => {
  const files: Record<string, string> = {
    'a.tsx': MODULE,
    'b.js': "import {translate} from '@docusaurus/Translate';\nexport const b = translate({id: 'theme.x', message: 'Theme'});\n",
  };
  const read = (f: string) => files[f]!;

  test('lists the keys every module inlines', () => {
    expect(droppableKeys(Object.keys(files), ZH, read)).toEqual({droppable: ['demo.copy', 'demo.title', 'theme.x'], dynamicIn: []});
  });

  test('keeps a key some module still looks up', () => {
    files['c.js'] =
      'import Translate from \'@docusaurus/Translate\';\nexport const C = () => <Translate id="theme.x">{someValue}</Translate>;\n';
    expect(droppableKeys(Object.keys(files), ZH, read).droppable).toEqual(['demo.copy', 'demo.title']);
    delete files['c.js'];
  });

  test('drops nothing when a module computes its key', () => {
    files['d.js'] = "import {translate} from '@docusaurus/Translate';\nexport const d = (k) => translate({id: k});\n";
    expect(droppableKeys(Object.keys(files), ZH, read)).toEqual({droppable: [], dynamicIn: ['d.js']});
    delete files['d.js'];
  });
});
