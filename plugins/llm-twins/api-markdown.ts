/**
 * An API reference page (api-docs/*.json, the data the HTML page renders) as Markdown: import,
 * description, then props, slots and CSS classes as tables.
 */
import type {ApiPageData} from '../api-reference/model';
import {isMarkdownDefault} from '../api-reference/default-value';
import {cell, htmlToInlineMarkdown} from './html-text';

const PLAN_LABEL = {community: '', pro: 'Pro', premium: 'Premium'} as const;

/** One Markdown table (cells already escaped where they hold Markdown). */
function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((r) => `| ${r.map((c) => cell(c)).join(' | ')} |`).join('\n');
}

const code = (value: string) => (value ? `\`${value.replace(/`/g, "'")}\`` : '');

export function apiPageMarkdown(page: ApiPageData, absolute: (url: string) => string): string {
  const md = (html: string) => htmlToInlineMarkdown(html, absolute);
  const out: string[] = [];
  const plan = PLAN_LABEL[page.plan];
  out.push(`# ${page.name} API`);
  if (plan) out.push(`Plan: ${plan}`);
  if (page.deprecatedHtml !== undefined || page.deprecated !== undefined)
    out.push(`**Deprecated.** ${md(page.deprecatedHtml ?? page.deprecated ?? '')}`.trim());
  if (page.descriptionHtml) out.push(htmlToInlineMarkdown(page.descriptionHtml, absolute));
  if (page.imports.length) out.push('## Import', '```js\n' + page.imports.map((i) => i.code).join('\n') + '\n```');
  if (page.definition) out.push('## Definition', '```ts\n' + page.definition + '\n```');
  if (page.props.length) {
    out.push(page.kind === 'interface' ? '## Members' : '## Props');
    out.push(
      table(
        ['Name', 'Type', 'Default', 'Description'],
        page.props.map((p) => {
          const marks = [
            p.required ? 'required' : '',
            p.plan ? PLAN_LABEL[p.plan] : '',
            p.deprecated !== undefined ? 'deprecated' : '',
          ].filter(Boolean);
          return [
            `${code(p.name)}${marks.length ? ` (${marks.join(', ')})` : ''}`,
            code(p.type),
            p.defaultValue && isMarkdownDefault(p.defaultValue) ? p.defaultValue : code(p.defaultValue ?? ''),
            md(p.descriptionHtml),
          ];
        }),
      ),
    );
  }
  if (page.slots.length) {
    out.push(
      '## Slots',
      table(
        ['Name', 'Default component', 'Description'],
        page.slots.map((s) => [code(s.name), code(s.defaultComponent ?? ''), md(s.descriptionHtml)]),
      ),
    );
  }
  if (page.classes.length) {
    out.push('## CSS classes');
    if (page.classesExport) out.push(`Rule names are keys of \`${page.classesExport}\` and of the \`classes\` prop.`);
    out.push(
      table(
        ['Rule name', 'Global class', 'Description'],
        page.classes.map((c) => [code(c.ruleName), code(`.${c.className}`), md(c.descriptionHtml)]),
      ),
    );
  }
  if (page.demos?.length) {
    out.push('## Demos', ...page.demos.map((d) => `- [${d.title}](${absolute(d.path)})`));
  }
  return out.join('\n\n') + '\n';
}
