/**
 * theme-classic's main column of a docs page, its page handed over by `@theme/PageHandover` (the
 * page-handover plugin): a link keeps the page being left (hidden) until the new one has painted.
 */
import React, {type ReactNode} from 'react';
import Main from '@theme-original/DocRoot/Layout/Main';
import type MainType from '@theme/DocRoot/Layout/Main';
import PageHandover from '@theme/PageHandover';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';

type Props = WrapperProps<typeof MainType>;

export default function MainWrapper({children, ...props}: Props): ReactNode {
  // Each doc of this docs root is its own route.
  const {pathname} = useLocation();
  return (
    <Main {...props}>
      <PageHandover pageKey={pathname}>{children as React.ReactElement}</PageHandover>
    </Main>
  );
}
