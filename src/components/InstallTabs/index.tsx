/**
 * Install snippet with one tab per package manager. All snippets share one tab group, so a
 * reader who picks pnpm sees pnpm everywhere (Docusaurus remembers the choice in localStorage).
 * Pass `packages` for a single command, or `choices` for alternatives (one per plan).
 */
import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {
  installCommand,
  installScript,
  PACKAGE_MANAGERS,
  PACKAGE_MANAGER_GROUP_ID,
  type InstallChoice,
  type PackageManager,
} from './installCommand';

export type InstallTabsProps = {packages: string[]; choices?: never} | {choices: InstallChoice[]; packages?: never};

function snippet(manager: PackageManager, props: InstallTabsProps): string {
  return props.choices ? installScript(manager, props.choices) : installCommand(manager, props.packages);
}

export default function InstallTabs(props: InstallTabsProps): ReactNode {
  return (
    // lazy: only the chosen manager's snippet is rendered and hydrated (a page has up to six of these).
    <Tabs groupId={PACKAGE_MANAGER_GROUP_ID} lazy>
      {PACKAGE_MANAGERS.map((manager) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash">{snippet(manager, props)}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
