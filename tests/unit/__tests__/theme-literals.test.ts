/**
 * The System and Customization pages show the portal theme's fixed values (spacing unit, radius,
 * breakpoints, toolbar heights, z-index layers, contrast threshold, tonal offset, font sizes and
 * weights) read from the theme the demos use, never typed into the prose.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createPortalTheme} from '@site/src/mui/theme';
import {spacingUnitPx} from '@site/src/components/ThemeFacts/values';
import {findThemeLiterals, proseOf, themeLiterals} from '../lib/theme-literals';

const ROOT = path.resolve(__dirname, '../../..');
const SECTIONS = ['docs-material/system', 'docs-material/customization'];
const ZH = 'i18n/zh/docusaurus-plugin-content-docs-material/current';

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'demos' ? [] : mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const pages = SECTIONS.flatMap((section) => [
  ...mdxFiles(path.join(ROOT, section)),
  ...mdxFiles(path.join(ROOT, ZH, section.replace('docs-material/', ''))),
]);
const theme = createPortalTheme();
const literals = themeLiterals(theme, spacingUnitPx(theme));
const byPath = (p: string) => literals.find((literal) => literal.path === p)!;

it('takes the numbers from the theme the demos use', () => {
  expect(byPath('breakpoints.values.md').value).toBe(theme.breakpoints.values.md);
  expect(byPath('zIndex.tooltip').value).toBe(theme.zIndex.tooltip);
  expect(byPath('palette.tonalOffset').value).toBe(theme.palette.tonalOffset);
  expect(byPath('spacing(1)').value).toBe(Number(/(\d+)px/.exec(String(theme.spacing(1)))![1]));
  const toolbar = literals.filter((literal) => literal.path.startsWith('mixins.toolbar'));
  expect(toolbar.length).toBe(3);
});

it('covers every System and Customization page', () => {
  const names = pages.map((file) => path.relative(ROOT, file));
  expect(names).toEqual(
    expect.arrayContaining([
      'docs-material/system/spacing.mdx',
      'docs-material/customization/breakpoints.mdx',
      'docs-material/customization/z-index.mdx',
    ]),
  );
  expect(names.length).toBeGreaterThanOrEqual(29);
});

it.each(pages.map((file) => [path.relative(ROOT, file), file]))('%s states no theme value as literal text', (_name, file) => {
  const hits = findThemeLiterals(fs.readFileSync(file, 'utf8'), literals);
  expect(hits.map((hit) => `${hit.literal.path}=${hit.literal.value}: "${hit.excerpt}"`)).toEqual([]);
});

describe('the check catches a planted literal', () => {
  const realPage = fs.readFileSync(path.join(ROOT, 'docs-material/customization/breakpoints.mdx'), 'utf8');

  it('in a real page, for every fixed value', () => {
    for (const literal of literals) {
      const sentence = `\nIn this theme the ${literal.path.replace(/[.[\]]/g, ' ')} is ${literal.value} px.\n`;
      const planted = realPage.replace('## Media queries in CSS', `${sentence}\n## Media queries in CSS`);
      expect(findThemeLiterals(realPage, literals)).toEqual([]);
      expect(findThemeLiterals(planted, literals).map((hit) => hit.literal.value)).toContain(literal.value);
    }
  });

  it('in the forms prose uses: inline code, thousands separators, tables, the description', () => {
    const xl = byPath('breakpoints.values.xl').value;
    const md = byPath('breakpoints.values.md').value;
    const radius = byPath('shape.borderRadius').value;
    const threshold = byPath('palette.contrastThreshold').value;
    const spacing = byPath('spacing(1)').value;
    expect(findThemeLiterals(`The xl range starts at ${xl.toLocaleString('en-US')} pixels.`, literals)).not.toEqual([]);
    expect(findThemeLiterals(`| md | \`${md}\` |`, literals)).not.toEqual([]);
    expect(findThemeLiterals(`---\ndescription: corners of ${radius}px\n---\n`, literals)).not.toEqual([]);
    expect(findThemeLiterals(`The contrast threshold is ${threshold}.`, literals)).not.toEqual([]);
    expect(findThemeLiterals(`One unit is ${spacing}px.`, literals)).not.toEqual([]);
  });

  it('but not in code blocks, JSX attributes, unrelated small numbers or longer numbers', () => {
    const md = byPath('breakpoints.values.md').value;
    const threshold = byPath('palette.contrastThreshold').value;
    const text = [
      '```tsx',
      `createTheme({breakpoints: {values: {md: ${md}}}});`,
      '```',
      `<Demo file="./demos/x/X.tsx" height={${md}} />`,
      `The demo shows ${threshold} cards.`,
      `Order ${md}7 left the depot.`,
    ].join('\n');
    expect(proseOf(text)).not.toContain(`{md: ${md}}`);
    expect(findThemeLiterals(text, literals)).toEqual([]);
  });
});
