/**
 * Demo facts, computed once by demo-blocks and published as its plugin content: which pages show
 * which demos (the `<Demo file>` tags, found as the remark plugin finds them) and what each demo
 * imports (read with TypeScript's parser, as the demo generator reads it). Other plugins read them
 * in `allContentLoaded` (the API reference lists, per component, the pages whose demos use it).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxjs} from 'micromark-extension-mdxjs';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {collectImports} from './generate/imports';
import {resolveDemoFile} from './generate/paths';
import {attributeText, demoHeightPx, findDemoNodes, type Node} from './remark/demo-nodes';

export interface DemoFact {
  /** Site-relative demo source, e.g. `docs/react-data-grid/demos/SortingBasic.tsx`. */
  file: string;
  /** Every import (types too: an interface's API page lists the demos that use it), with the names it takes. */
  imports: {specifier: string; names: string[]}[];
}

export interface DemoFacts {
  demos: DemoFact[];
  /** Site-relative page source -> site-relative demo files it shows, in page order. */
  pages: Record<string, string[]>;
}

const PAGE_FILE = /\.mdx?$/;

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** A page's `<Demo>` tags in page order: the file each names and the height it reserves (px). */
export function demoTagsOfPage(mdx: string): {file: string; heightPx: number}[] {
  let tree: Node;
  try {
    tree = fromMarkdown(mdx, {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]}) as unknown as Node;
  } catch {
    return []; // a page MDX cannot parse is the build's error to report
  }
  return findDemoNodes(tree).flatMap((node) => {
    const file = attributeText(node, 'file');
    return file ? [{file, heightPx: demoHeightPx(node)}] : [];
  });
}

/** The `file` attributes of a page's `<Demo>` tags. */
export function demoFilesOfPage(mdx: string): string[] {
  return demoTagsOfPage(mdx).map((tag) => tag.file);
}

/** Scans the pages of `docsDirs` (site-relative) for demos and reads each demo's imports. */
export function scanDemoFacts(siteDir: string, docsDirs: readonly string[]): DemoFacts {
  const pages: Record<string, string[]> = {};
  const demoFiles = new Set<string>();
  const exists = (file: string) => fs.existsSync(file);
  for (const dir of docsDirs) {
    for (const page of walk(path.join(siteDir, dir)).filter((f) => PAGE_FILE.test(f))) {
      const text = fs.readFileSync(page, 'utf8');
      if (!text.includes('<Demo')) continue;
      const files = demoFilesOfPage(text).flatMap((file) => {
        try {
          return [path.relative(siteDir, resolveDemoFile(page, file, siteDir, exists))];
        } catch {
          return []; // a missing file: the remark plugin fails the build with its message
        }
      });
      if (!files.length) continue;
      pages[path.relative(siteDir, page)] = files;
      files.forEach((f) => demoFiles.add(f));
    }
  }
  const demos = [...demoFiles].sort().map((file) => ({
    file,
    imports: collectImports(fs.readFileSync(path.join(siteDir, file), 'utf8'), file).map(({specifier, names}) => ({specifier, names})),
  }));
  return {demos, pages};
}
