/**
 * The props of every component per version, for the docs MCP server's props lookup: the current
 * version from the API reference's data, 7.x from the API-change generator's analysis of the v7
 * packages (`api-diff/v7-props.json`). Written once, into the default locale's build (`llms-api/`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiPageData} from '../api-reference/model';
import {API_DIFF_DIR, V7_PROPS_FILE, type V7PropsEntry} from '../api-diff/generate';
import {htmlToInlineMarkdown} from './html-text';
import {PROPS_DIR, type PropsFileEntry} from './props-format';

const compact = (props: V7PropsEntry['props']): PropsFileEntry['props'] =>
  props.map((p) => ({
    name: p.name,
    type: p.type,
    default: p.defaultValue,
    required: p.required,
    description: htmlToInlineMarkdown(p.descriptionHtml),
  }));

export function writePropsFiles(siteDir: string, outDir: string, apiPages: ApiPageData[], currentLabel: string): void {
  const dir = path.join(outDir, PROPS_DIR);
  fs.mkdirSync(dir, {recursive: true});
  // The API data also holds a kept major's reference (/x/7.x/api/...): the current file lists the current version only.
  const current: PropsFileEntry[] = apiPages
    .filter((p) => !p.keptVersion)
    .map((p) => ({
      section: p.section,
      name: p.name,
      kind: p.kind,
      path: p.path,
      props: compact(p.props),
    }));
  fs.writeFileSync(path.join(dir, `${currentLabel}.json`), JSON.stringify(current));
  const v7File = path.join(siteDir, API_DIFF_DIR, V7_PROPS_FILE);
  if (fs.existsSync(v7File)) {
    const v7 = (JSON.parse(fs.readFileSync(v7File, 'utf8')) as V7PropsEntry[]).map((p) => ({
      section: p.section,
      name: p.name,
      kind: p.kind,
      props: compact(p.props),
    }));
    fs.writeFileSync(path.join(dir, '7.x.json'), JSON.stringify(v7));
  }
}
