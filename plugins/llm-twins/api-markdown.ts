/**
 * An API reference page (api-docs/*.json, the data the HTML page renders) as Markdown: import,
 * description, then props, slots and CSS classes as tables.
 */
import type {ApiPageData} from '../api-reference/model';
import {cell, htmlToInlineMarkdown} from './html-text';

const PLAN_LABEL = {community: '', pro: 'Pro', premium: 'Premium'} as const;

const code = (value: string) => (value ? `\`${value.replace(/`/g, "'")}\`` : '');

export function apiPageMarkdown(page: ApiPageData, absolute: (url: string) => string): string {
  const md = (html: string) => cell(htmlToInlineMarkdown(html, absolute));
  const out: string[] = [];
  const plan = PLAN_LABEL[page.plan];
  out.push(`# ${page.name} API`);
  if (plan) out.push(`Plan: ${plan}`);
  if (page.deprecatedHtml !== undefined || page.deprecated !== undefined) out.push(`**Deprecated.** ${md(page.deprecatedHtml ?? page.deprecated ?? '')}`.trim());
  if (page.descriptionHtml) out.push(htmlToInlineMarkdown(page.descriptionHtml, absolute));
  if (page.imports.length) out.push('## Import', '```js\n' + page.imports.map((i) => i.code).join('\n') + '\n```');
  if (page.definition) out.push('## Definition', '```ts\n' + page.definition + '\n```');
  if (page.props.length) {
    out.push(page.kind === 'interface' ? '## Members' : '## Props');
    out.push('| Name | Type | Default | Description |', '| --- | --- | --- | --- |');
    for (const p of page.props) {
      const marks = [p.required ? 'required' : '', p.plan ? PLAN_LABEL[p.plan] : '', p.deprecated !== undefined ? 'deprecated' : ''].filter(Boolean);
      const name = `${code(p.name)}${marks.length ? ` (${marks.join(', ')})` : ''}`;
      out.push(`| ${cell(name)} | ${cell(code(p.type))} | ${cell(code(p.defaultValue ?? ''))} | ${md(p.descriptionHtml)} |`);
    }
  }
  if (page.slots.length) {
    out.push('## Slots', '| Name | Default component | Description |', '| --- | --- | --- |');
    for (const s of page.slots) out.push(`| ${cell(code(s.name))} | ${cell(code(s.defaultComponent ?? ''))} | ${md(s.descriptionHtml)} |`);
  }
  if (page.classes.length) {
    out.push('## CSS classes');
    if (page.classesExport) out.push(`Rule names are keys of \`${page.classesExport}\` and of the \`classes\` prop.`);
    out.push('| Rule name | Global class | Description |', '| --- | --- | --- |');
    for (const c of page.classes) out.push(`| ${cell(code(c.ruleName))} | ${cell(code(`.${c.className}`))} | ${md(c.descriptionHtml)} |`);
  }
  if (page.demos?.length) {
    out.push('## Demos', ...page.demos.map((d) => `- [${d.title}](${absolute(d.path)})`));
  }
  return out.join('\n\n') + '\n';
}
