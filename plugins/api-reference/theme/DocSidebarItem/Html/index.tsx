/**
 * Wrapped: an "API reference" group's placeholder item (customProps.apiNav) becomes the section's
 * API pages, loaded when the group opens (sidebar-links.ts says why); any other HTML item renders
 * as the theme renders it.
 */
import React, {type ReactNode} from 'react';
import Html from '@theme-init/DocSidebarItem/Html';
import type HtmlType from '@theme/DocSidebarItem/Html';
import type {WrapperProps} from '@docusaurus/types';
import ApiSidebarLinks from '@theme/ApiSidebarLinks';
import {apiNavSectionOf} from '../../../sidebar-links';

type Props = WrapperProps<typeof HtmlType>;

export default function HtmlWrapper(props: Props): ReactNode {
  const section = apiNavSectionOf(props.item.customProps);
  if (!section) return <Html {...props} />;
  return <ApiSidebarLinks section={section} level={props.level} onItemClick={props.onItemClick} />;
}
