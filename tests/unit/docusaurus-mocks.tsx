/**
 * Stand-ins for the Docusaurus client aliases (which only exist inside its bundler) so components
 * can be rendered in unit tests. Translate interpolates `{name}` values like the real one.
 */
import type {ReactNode} from 'react';
import {portalConfig} from '@site/src/config/portal';

export const docusaurusContext = {
  siteConfig: {customFields: {portal: portalConfig}},
  i18n: {currentLocale: 'en'},
};

export function Translate({children, values}: {children: string; values?: Record<string, ReactNode>}): ReactNode {
  if (!values) return children;
  return children.replace(/\{(\w+)\}/g, (_m, k: string) => String(values[k] ?? ''));
}

export function translate({message}: {message: string; id?: string}, values?: Record<string, string>): string {
  return values ? message.replace(/\{(\w+)\}/g, (_m, k: string) => values[k] ?? '') : message;
}
