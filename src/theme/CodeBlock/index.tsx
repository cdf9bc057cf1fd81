/**
 * Ejected, not wrapped: theme-classic remounts every code block after hydration (`key={isBrowser}`)
 * because Prism's inline colours in the static HTML could only match the default colour mode. Code
 * colours are CSS per mode now (plugins/static-highlight), so the first render stands. Also passes
 * the block's build-time tokens (`data-tokens`, set by the remark plugin) down to its content.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {StaticTokensContext} from '@site/src/lib/code-highlight/static-tokens-context';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  // Now one or more plain strings.
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, 'data-tokens': tokens, ...props}: Props & {'data-tokens'?: string}): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <StaticTokensContext.Provider value={tokens}>
      <StringContent {...props}>{children}</StringContent>
    </StaticTokensContext.Provider>
  );
}
