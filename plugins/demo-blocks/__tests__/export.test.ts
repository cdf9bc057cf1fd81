/** @jest-environment jsdom */
import {decompressFromBase64} from 'lz-string';
import {compressForCodeSandbox} from '../export/codesandbox-parameters';
import {buildProjectFiles, packageNameFor, rewriteLocalImports} from '../export/project';
import {stackBlitzForm, codeSandboxForm, submitForm, STACKBLITZ_DEFINE_URL, CODESANDBOX_DEFINE_URL} from '../export/sandboxes';
import type {DemoToolVersions} from '../types';

const tools: DemoToolVersions = {
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '5.9.3',
  tailwindcss: '4.3.5',
  '@tailwindcss/postcss': '4.3.5',
  '@types/react': '19.2.2',
  '@types/react-dom': '19.2.2',
};
const variant = {
  styling: 'tailwind' as const,
  ts: 'import {rows} from \'@site/src/demo-data/rows\';\nexport default function Demo() { return <p className="p-2">{rows.length}</p>; }\n',
  js: 'import {rows} from \'@site/src/demo-data/rows\';\nexport default function Demo() { return <p className="p-2">{rows.length}</p>; }\n',
  extraFiles: [],
  localModules: [
    {
      specifier: '@site/src/demo-data/rows',
      exportPath: 'demo-data/rows',
      tsExtension: '.ts' as const,
      ts: "import {seed} from './seed';\nexport const rows: number[] = [seed];\n",
      js: "import {seed} from './seed';\nexport const rows = [seed];\n",
    },
    {
      specifier: './seed',
      exportPath: 'demo-data/seed',
      tsExtension: '.ts' as const,
      ts: 'export const seed: number = 1;\n',
      js: 'export const seed = 1;\n',
    },
  ],
  dependencies: {react: '19.2.0', 'react-dom': '19.2.0'},
};

describe('LZ compression for CodeSandbox', () => {
  test.each(['', 'a', 'hello hello hello', JSON.stringify({files: {'a.js': {content: 'é ü 中文 🚲'.repeat(50)}}})])(
    'round-trips through lz-string: %#',
    (input) => {
      // CodeSandbox undoes the URL-safe form before it decompresses.
      const standard = compressForCodeSandbox(input).replace(/-/g, '+').replace(/_/g, '/');
      expect(decompressFromBase64(standard + '='.repeat((4 - (standard.length % 4)) % 4))).toBe(input);
    },
  );
  test('URL-safe form has no +, / or padding', () => {
    const out = compressForCodeSandbox('~~~~???>>>>'.repeat(40));
    expect(out).not.toMatch(/[+/=]/);
  });
});

describe('exported project', () => {
  test('TS project: package.json with pinned deps and tools, sources under src/, imports rewritten', () => {
    const files = buildProjectFiles({name: 'SalesSummaryCard', tools}, variant, 'TS');
    const pkg = JSON.parse(files['package.json']!);
    expect(pkg.name).toBe('sales-summary-card-demo');
    expect(pkg.scripts).toEqual({dev: 'vite', build: 'vite build', preview: 'vite preview'});
    expect(pkg.dependencies).toEqual({react: '19.2.0', 'react-dom': '19.2.0'});
    expect(pkg.devDependencies).toMatchObject({vite: '8.3.8', typescript: '5.9.3', tailwindcss: '4.3.5'});
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.md',
        'index.html',
        'package.json',
        'postcss.config.js',
        'src/Demo.tsx',
        'src/demo-data/rows.ts',
        'src/demo-data/seed.ts',
        'src/index.css',
        'src/main.tsx',
        'src/vite-env.d.ts',
        'tsconfig.json',
        'vite.config.ts',
      ].sort(),
    );
    expect(files['src/Demo.tsx']).toContain("from './demo-data/rows'");
    expect(files['src/demo-data/rows.ts']).toContain("from './seed'");
    expect(files['index.html']).toContain('src="/src/main.tsx"');
    expect(files['src/main.tsx']).toContain("import './index.css';");
  });

  test('JS project uses .jsx for JSX and no TypeScript tooling', () => {
    const files = buildProjectFiles({name: 'Demo', tools}, {...variant, styling: 'system'}, 'JS');
    expect(files['src/Demo.jsx']).toBeDefined();
    expect(files['src/demo-data/rows.js']).toBe("import {seed} from './seed';\nexport const rows = [seed];\n");
    expect(files['vite.config.js']).toBeDefined();
    expect(files['tsconfig.json']).toBeUndefined();
    expect(JSON.parse(files['package.json']!).devDependencies.typescript).toBeUndefined();
    expect(files['postcss.config.js']).toBeUndefined();
  });

  test('helpers', () => {
    expect(packageNameFor('BasicColumns')).toBe('basic-columns-demo');
    expect(
      rewriteLocalImports(`import a from "@site/src/x/y";`, [
        variant.localModules[0]!,
        {...variant.localModules[0]!, specifier: '@site/src/x/y', exportPath: 'x/y'},
      ]),
    ).toBe(`import a from "./x/y";`);
  });
});

describe('sandbox forms', () => {
  const files = {'package.json': '{}', 'src/Demo.tsx': 'export default 1;'};
  test('StackBlitz gets one field per file and opens the demo', () => {
    const form = stackBlitzForm(files, 'Demo');
    expect(form.action).toBe(`${STACKBLITZ_DEFINE_URL}?file=src%2FDemo.tsx`);
    expect(form.fields['project[files][src/Demo.tsx]']).toBe('export default 1;');
    expect(form.fields['project[template]']).toBe('node');
  });
  test('CodeSandbox gets the compressed define payload', () => {
    const form = codeSandboxForm(files);
    expect(form.action).toBe(CODESANDBOX_DEFINE_URL);
    const restored = decompressFromBase64(form.fields.parameters!.replace(/-/g, '+').replace(/_/g, '/'));
    expect(JSON.parse(restored!)).toEqual({
      files: {'package.json': {content: '{}', isBinary: false}, 'src/Demo.tsx': {content: 'export default 1;', isBinary: false}},
    });
  });
  test('submitForm posts a hidden form to a new tab and cleans up', () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      expect(this.method).toBe('post');
      expect(this.target).toBe('_blank');
      expect(this.querySelectorAll('input[type=hidden]')).toHaveLength(2);
    });
    submitForm(codeSandboxForm(files));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-demo-export-form]')).toBeNull();
  });
});
