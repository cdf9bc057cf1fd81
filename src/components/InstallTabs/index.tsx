/**
 * Install snippet with one tab per package manager. All snippets share one tab group, so a
 * reader who picks pnpm sees pnpm everywhere (Docusaurus remembers the choice in localStorage).
 */
import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {installCommand, PACKAGE_MANAGERS, PACKAGE_MANAGER_GROUP_ID} from './installCommand';

export default function InstallTabs({packages}: {packages: string[]}): ReactNode {
  return (
    <Tabs groupId={PACKAGE_MANAGER_GROUP_ID}>
      {PACKAGE_MANAGERS.map((manager) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash">{installCommand(manager, packages)}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
