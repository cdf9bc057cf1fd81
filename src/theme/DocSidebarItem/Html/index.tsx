/**
 * Wrapped: an "API reference" group's placeholder item (customProps.apiNav) becomes the section's
 * API pages, loaded when the group opens (plugins/api-reference/sidebar-links.ts says why).
 */
import React, {type ReactNode} from 'react';
import Html from '@theme-original/DocSidebarItem/Html';
import type HtmlType from '@theme/DocSidebarItem/Html';
import type {WrapperProps} from '@docusaurus/types';
import ApiSidebarLinks from '@site/plugins/api-reference/theme/ApiSidebarLinks';
import {apiNavSectionOf} from '@site/plugins/api-reference/sidebar-links';

type Props = WrapperProps<typeof HtmlType>;

export default function HtmlWrapper(props: Props): ReactNode {
  const section = apiNavSectionOf(props.item.customProps);
  if (!section) return <Html {...props} />;
  return <ApiSidebarLinks section={section} level={props.level} onItemClick={props.onItemClick} />;
}
