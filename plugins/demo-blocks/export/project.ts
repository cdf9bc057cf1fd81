/**
 * The files of a standalone Vite project that runs one demo (`npm install && npm run dev`), used by
 * "Download project", StackBlitz and CodeSandbox alike. Pure: data in, file map out.
 */
import type {CodeVariant} from '../../../src/lib/code-variant';
import type {DemoLocalModule, DemoToolVersions} from '../types';
import type {CodeStyling} from '../../../src/lib/code-styling';
import {UNPINNED_VERSION} from './code-dependencies';

export interface ExportableVariant {
  styling: CodeStyling;
  ts: string;
  js: string;
  extraFiles: {path: string; code: string}[];
  localModules: DemoLocalModule[];
  dependencies: Record<string, string>;
}

export interface ExportableDemo {
  name: string;
  tools: DemoToolVersions;
}

export type ProjectFiles = Record<string, string>;

/** `SalesSummaryCard` -> `sales-summary-card`, a valid npm package name. */
export function packageNameFor(demoName: string): string {
  const kebab = demoName
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .toLowerCase()
    .replace(/^-+|-+$/g, '');
  return `${kebab || 'demo'}-demo`;
}

/** Repository imports (`@site/src/demo-data/x`) point at the copies shipped in the project. */
export function rewriteLocalImports(code: string, localModules: DemoLocalModule[], fromDir = ''): string {
  let result = code;
  for (const module of localModules) {
    if (!module.specifier.startsWith('@site/')) continue;
    const target = fromDir ? relativePath(fromDir, module.exportPath) : `./${module.exportPath}`;
    result = result.split(`'${module.specifier}'`).join(`'${target}'`).split(`"${module.specifier}"`).join(`"${target}"`);
  }
  return result;
}

function relativePath(fromDir: string, to: string): string {
  const up = fromDir
    .split('/')
    .filter(Boolean)
    .map(() => '..');
  return [...up, to].join('/');
}

/** npm's comment key, naming the packages whose version the portal could not pin. */
function unpinnedNote(dependencies: Record<string, string>): {'//'?: string} {
  const unpinned = Object.keys(dependencies).filter((pkg) => dependencies[pkg] === UNPINNED_VERSION);
  if (unpinned.length === 0) return {};
  return {'//': `${unpinned.join(', ')}: not a package the portal pins a version for; '${UNPINNED_VERSION}' installs the newest release.`};
}

const hasJsx = (code: string) => /<[A-Za-z>]/.test(code) && /return\s*\(|=>\s*\(?\s*</.test(code);

/**
 * The demo's local modules as files beside it (path relative to the demo, with extension), their
 * imports pointing at each other: the export's `src/` and the source view's file tabs alike.
 */
export function localModuleFiles(localModules: DemoLocalModule[], codeVariant: CodeVariant): {path: string; code: string}[] {
  const isTs = codeVariant === 'TS';
  return localModules.map((module) => {
    const code = isTs ? module.ts : module.js;
    const dir = module.exportPath.split('/').slice(0, -1).join('/');
    const ext = isTs ? module.tsExtension : hasJsx(code) ? '.jsx' : '.js';
    return {path: `${module.exportPath}${ext}`, code: rewriteLocalImports(code, localModules, dir)};
  });
}

export function buildProjectFiles(demo: ExportableDemo, variant: ExportableVariant, codeVariant: CodeVariant): ProjectFiles {
  const isTs = codeVariant === 'TS';
  const entryExt = isTs ? '.tsx' : '.jsx';
  const usesTailwind = variant.styling === 'tailwind';
  const files: ProjectFiles = {};

  const devDependencies: Record<string, string> = {
    '@vitejs/plugin-react': demo.tools['@vitejs/plugin-react'],
    vite: demo.tools.vite,
  };
  if (isTs) {
    devDependencies['@types/react'] = demo.tools['@types/react'];
    devDependencies['@types/react-dom'] = demo.tools['@types/react-dom'];
    devDependencies.typescript = demo.tools.typescript;
  }
  if (usesTailwind) {
    devDependencies['@tailwindcss/postcss'] = demo.tools['@tailwindcss/postcss'];
    devDependencies.tailwindcss = demo.tools.tailwindcss;
  }

  files['package.json'] =
    JSON.stringify(
      {
        name: packageNameFor(demo.name),
        private: true,
        version: '0.0.0',
        type: 'module',
        scripts: {dev: 'vite', build: 'vite build', preview: 'vite preview'},
        ...unpinnedNote(variant.dependencies),
        dependencies: variant.dependencies,
        devDependencies: Object.fromEntries(Object.entries(devDependencies).sort(([a], [b]) => a.localeCompare(b))),
      },
      null,
      2,
    ) + '\n';

  files['index.html'] = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${demo.name}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main${entryExt}"></script>
  </body>
</html>
`;

  files[`vite.config.${isTs ? 'ts' : 'js'}`] = `import {defineConfig} from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
});
`;

  if (usesTailwind) {
    files['postcss.config.js'] = `export default {
  plugins: {'@tailwindcss/postcss': {}},
};
`;
    files['src/index.css'] = `@import 'tailwindcss';
`;
  }

  files[`src/main${entryExt}`] = `import * as React from 'react';
import * as ReactDOM from 'react-dom/client';
${usesTailwind ? "import './index.css';\n" : ''}import Demo from './Demo';

ReactDOM.createRoot(document.getElementById('root')${isTs ? '!' : ''}).render(
  <React.StrictMode>
    <Demo />
  </React.StrictMode>,
);
`;

  files[`src/Demo${entryExt}`] = rewriteLocalImports(isTs ? variant.ts : variant.js, variant.localModules);
  for (const extra of variant.extraFiles) files[`src/${extra.path}`] = extra.code;
  for (const module of localModuleFiles(variant.localModules, codeVariant)) files[`src/${module.path}`] = module.code;

  if (isTs) {
    files['tsconfig.json'] =
      JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2022', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            noEmit: true,
            allowImportingTsExtensions: false,
          },
          include: ['src'],
        },
        null,
        2,
      ) + '\n';
    files['src/vite-env.d.ts'] = `/// <reference types="vite/client" />
`;
  }

  files['README.md'] = `# ${demo.name}

A demo from the MUI X documentation portal, as a standalone Vite project.

\`\`\`bash
npm install
npm run dev
\`\`\`
`;
  return files;
}

/** The file a sandbox should open first. */
export function entryFileOf(files: ProjectFiles): string {
  return Object.keys(files).find((f) => /^src\/Demo\.(tsx|jsx)$/.test(f)) ?? 'index.html';
}
