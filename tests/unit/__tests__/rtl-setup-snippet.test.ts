/**
 * The right-to-left page shows the portal's own stylis RTL set-up as code blocks titled with the
 * source file they come from. Each block must still appear, line for line, in that file.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const PAGE = path.join(ROOT, 'docs-material/customization/right-to-left.mdx');

function titledBlocks(mdx: string): Array<{file: string; code: string}> {
  return [...mdx.matchAll(/^```\w+ title="(src\/[^"]+)"\n([\s\S]*?)^```$/gm)].map((match) => ({
    file: match[1]!,
    code: match[2]!.replace(/\n$/, ''),
  }));
}

const blocks = titledBlocks(fs.readFileSync(PAGE, 'utf8'));

it('shows the cache with stylis-plugin-rtl, and the provider that applies the direction', () => {
  const all = blocks.map((block) => block.code).join('\n');
  expect(all).toContain("import rtlPlugin from 'stylis-plugin-rtl';");
  expect(all).toMatch(/stylisPlugins: \[[^\]]*rtlPlugin\]/);
  expect(all).toContain('dir={direction}');
});

it.each(blocks.map((block, index) => [index + 1, block.file, block.code]))('block %i is a current excerpt of %s', (_index, file, code) => {
  const source = fs.readFileSync(path.join(ROOT, file as string), 'utf8');
  expect(source).toContain(code);
});
