/**
 * Remark plugin: `<PropsPlayground component="Button" />` in MDX becomes `<PropsPlaygroundBlock
 * spec={...} />`, where `spec` comes from a generated module holding the component's controls (read
 * from the generated API data at build time) and an `import()` of the component, so the page carries
 * a few hundred bytes of data and loads the component only when a reader opens the panel.
 * Other attributes (`props`, `omit`) pass through unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {parse} from 'acorn';
import type {ApiManifest, ApiPageData} from '../api-reference/model';
import {playgroundControls, type Control} from './controls';

export const PLAYGROUND_TAG = 'PropsPlayground';
export const PLAYGROUND_BLOCK = 'PropsPlaygroundBlock';
/** `demo-` chunks stay out of the site's shared chunk (plugins/demo-blocks/bundling.ts). */
const CHUNK_PREFIX = 'demo-playground-';

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface Node {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
  value?: string;
  data?: unknown;
  position?: {start: {line: number; column: number}};
}

export interface PlaygroundSpec {
  component: string;
  /** `@mui/material/Button` */
  importPath: string;
  /** The component's API page, site-relative without locale (`/api/button`). */
  apiPath: string;
  controls: Control[];
}

export interface RemarkPlaygroundOptions {
  siteDir: string;
  /** Where the generated modules go (git-ignored, rebuilt every build). */
  outDir: string;
}

function stringAttribute(node: Node, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

/** The spec of a Material UI component from api-docs/, or an error naming what is wrong. */
export function playgroundSpec(siteDir: string, component: string, omit: string[]): PlaygroundSpec {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'api-docs', 'manifest.json'), 'utf8')) as ApiManifest;
  const entry = manifest.pages.find((p) => p.section === 'material' && p.kind === 'component' && p.name === component);
  if (!entry)
    throw new Error(`<${PLAYGROUND_TAG} component="${component}">: no Material UI component of that name in api-docs/manifest.json`);
  const page = JSON.parse(fs.readFileSync(path.join(siteDir, 'api-docs', entry.file), 'utf8')) as ApiPageData;
  const unknown = omit.filter((name) => !page.props.some((p) => p.name === name));
  if (unknown.length)
    throw new Error(`<${PLAYGROUND_TAG} component="${component}">: omit names props ${component} does not have: ${unknown.join(', ')}`);
  const controls = playgroundControls(page.props, {omit});
  if (!controls.length)
    throw new Error(`<${PLAYGROUND_TAG} component="${component}">: none of its props is a literal union, a boolean or a number`);
  return {
    component,
    importPath: `@mui/material/${component}`,
    apiPath: entry.path,
    controls,
  };
}

/** The generated module: the spec as data, and the component behind a lazy import. */
export function emitPlaygroundModule(spec: PlaygroundSpec): string {
  const chunk = CHUNK_PREFIX + spec.component.toLowerCase();
  return `export default {...${JSON.stringify(spec)}, load: () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${JSON.stringify(spec.importPath)})};\n`;
}

function writeModule(outDir: string, name: string, code: string): string {
  const hash = createHash('sha1').update(code).digest('hex').slice(0, 12);
  const file = path.join(outDir, `${name}.${hash}.js`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(outDir, {recursive: true});
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, code);
    fs.renameSync(temp, file); // atomic: the other locale's compile sees all or nothing
  }
  return file;
}

const estree = (code: string) => parse(code, {ecmaVersion: 'latest', sourceType: 'module'});

export default function remarkPropsPlayground(options: RemarkPlaygroundOptions) {
  return function transformer(tree: Node, vfile: {path?: string}): void {
    const found: Node[] = [];
    const walk = (node: Node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === PLAYGROUND_TAG) found.push(node);
      node.children?.forEach(walk);
    };
    walk(tree);
    if (!found.length) return;
    const imports: string[] = [];
    found.forEach((node, index) => {
      const component = stringAttribute(node, 'component');
      const where = `${vfile.path ?? 'MDX'}:${node.position?.start.line ?? '?'}`;
      if (!component) throw new Error(`<${PLAYGROUND_TAG}> needs component="Name" (${where})`);
      const omit = (stringAttribute(node, 'omit') ?? '').split(/\s+/).filter(Boolean);
      const spec = playgroundSpec(options.siteDir, component, omit);
      const file = writeModule(options.outDir, component, emitPlaygroundModule(spec));
      const identifier = `__playground${index}_${component}`;
      imports.push(`import ${identifier} from ${JSON.stringify(file)};`);
      node.name = PLAYGROUND_BLOCK;
      node.attributes = [
        ...(node.attributes ?? []).filter((a) => a.name !== 'component' && a.name !== 'omit'),
        {
          type: 'mdxJsxAttribute',
          name: 'spec',
          value: {
            type: 'mdxJsxAttributeValueExpression',
            value: identifier,
            data: {estree: estree(identifier)},
          },
        },
      ];
    });
    const code = [`import ${PLAYGROUND_BLOCK} from '@theme/${PLAYGROUND_BLOCK}';`, ...imports].join('\n');
    tree.children?.unshift({
      type: 'mdxjsEsm',
      value: code,
      data: {estree: estree(code)},
    });
  };
}
