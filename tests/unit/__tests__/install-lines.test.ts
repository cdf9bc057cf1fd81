/**
 * A reader copies the install lines of the docs as they stand, so every `@mui/x-*` package an
 * install command pins in the current docs (English and translated) names the release these docs
 * describe (`MUI_X_VERSION`), never a release the portal's own demos happen to run. Other majors
 * appear only in the guides that migrate to them (`docs/migration/`); `@mui/x-codemod` has its own
 * version line and is left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import {MUI_X_VERSION} from '@site/src/config/portal';

const SITE = path.resolve(__dirname, '../../..');
const ROOTS = [
  'docs',
  'docs-material',
  'i18n/zh/docusaurus-plugin-content-docs/current',
  'i18n/zh/docusaurus-plugin-content-docs-material/current',
];

export interface PinnedPackage {
  line: number;
  name: string;
  version: string;
}

/** Every `@mui/x-name@version` on a line that runs npm, yarn or pnpm's install command. */
export function pinnedPackages(text: string): PinnedPackage[] {
  const found: PinnedPackage[] = [];
  text.split('\n').forEach((line, i) => {
    if (!/\b(npm (install|i|add)|yarn add|pnpm (add|install|i))\b/.test(line)) return;
    for (const m of line.matchAll(/(@mui\/x-[\w-]+)@([^\s`'")]+)/g)) found.push({line: i + 1, name: m[1], version: m[2]});
  });
  return found;
}

/** Why a pinned package is wrong on the page at `relPath` (relative to its docs root), or null. */
export function installProblem(relPath: string, pin: PinnedPackage, documented = MUI_X_VERSION): string | null {
  if (pin.name === '@mui/x-codemod') return null;
  if (pin.version === documented) return null;
  const major = /^\D*(\d+)/.exec(pin.version)?.[1];
  const isMigration = relPath.startsWith('migration/');
  if (major !== undefined && major !== documented.split('.')[0] && isMigration) return null;
  return `${pin.name}@${pin.version}: the docs describe ${documented}`;
}

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).includes('demos'));
}

describe('install lines', () => {
  it('reads the packages an install command pins', () => {
    const text =
      'Intro\n```bash\nnpm install @mui/x-charts@8.15.0 @mui/x-charts-pro@8.14.1\nyarn add @mui/x-tree-view\n```\n`npm i @mui/x-date-pickers@^7.0.0`\n';
    expect(pinnedPackages(text)).toEqual([
      {line: 3, name: '@mui/x-charts', version: '8.15.0'},
      {line: 3, name: '@mui/x-charts-pro', version: '8.14.1'},
      {line: 6, name: '@mui/x-date-pickers', version: '^7.0.0'},
    ]);
  });

  it('accepts the documented release, and other majors only in migration guides', () => {
    const pin = (version: string, name = '@mui/x-tree-view-pro') => ({line: 1, name, version});
    expect(installProblem('react-tree-view/index.mdx', pin('8.15.0'), '8.15.0')).toBeNull();
    expect(installProblem('migration/migration-tree-view-v7.mdx', pin('8.10.1'), '8.15.0')).toMatch(/8\.10\.1/);
    expect(installProblem('migration/migration-tree-view-v6.mdx', pin('^7.0.0'), '8.15.0')).toBeNull();
    expect(installProblem('react-tree-view/index.mdx', pin('^7.0.0'), '8.15.0')).toMatch(/describe 8\.15\.0/);
    expect(installProblem('migration/x.mdx', pin('8.29.3', '@mui/x-codemod'), '8.15.0')).toBeNull();
  });

  it('every page pins the documented release', () => {
    const problems: string[] = [];
    let pins = 0;
    for (const root of ROOTS) {
      for (const rel of mdxFiles(path.join(SITE, root))) {
        const found = pinnedPackages(fs.readFileSync(path.join(SITE, root, rel), 'utf8'));
        pins += found.length;
        for (const pin of found) {
          const problem = installProblem(rel.split(path.sep).join('/'), pin);
          if (problem) problems.push(`${root}/${rel}:${pin.line} ${problem}`);
        }
      }
    }
    expect(pins).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});
