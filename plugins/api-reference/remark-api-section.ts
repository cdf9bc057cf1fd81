/**
 * Remark plugin for the Material UI pages: appends an "API" section listing a link to the API page
 * of every component the page's demos import, so no component a page shows goes without its link
 * and no writer keeps the list by hand. Pages without demos are left untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import {collectImports} from '../demo-blocks/generate/imports';
import {resolveDemoFile} from '../demo-blocks/generate/paths';
import {attributeText, findDemoNodes, type Node} from '../demo-blocks/remark/demo-nodes';
import type {ApiManifest, ApiSection} from './model';
import {apiLinksOfImports} from './demo-api-links';

export interface RemarkApiSectionOptions {
  siteDir: string;
  section: ApiSection;
}

/** The id of the generated heading (`#api`); a page must not write its own heading with that id. */
export const API_SECTION_ID = 'api';

export default function remarkApiSection({siteDir, section}: RemarkApiSectionOptions) {
  return function transformer(tree: Node, vfile: {path?: string; history?: string[]}): void {
    const demos = findDemoNodes(tree);
    const mdxPath = vfile.path ?? vfile.history?.[vfile.history.length - 1];
    if (!demos.length || !mdxPath) return;
    const imports = demos.flatMap((node) => {
      const file = attributeText(node, 'file');
      if (!file) return []; // the demo plugin reports the missing attribute
      const entry = resolveDemoFile(mdxPath, file, siteDir, (f) => fs.existsSync(f));
      return collectImports(fs.readFileSync(entry, 'utf8'), entry);
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'api-docs', 'manifest.json'), 'utf8')) as ApiManifest;
    const links = apiLinksOfImports(imports, manifest.pages, section);
    if (!links.length) return;
    const item = (link: {name: string; path: string}): Node => ({
      type: 'listItem',
      children: [
        {
          type: 'paragraph',
          children: [
            {
              type: 'link',
              url: link.path,
              children: [{type: 'inlineCode', value: link.name}],
            } as Node,
          ],
        },
      ],
    });
    tree.children?.push(
      {
        type: 'heading',
        depth: 2,
        children: [{type: 'text', value: 'API'}],
        data: {id: API_SECTION_ID, hProperties: {id: API_SECTION_ID}},
      } as Node,
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: links.map(item),
      } as Node,
    );
  };
}
