/**
 * Wrapped to hold the first paint until the navbar is whole (src/config/first-paint.ts), on the
 * pages that have a navbar only: the hint names the navbar's last element, and a page without one
 * (/playground) would make the browser warn that it never came. Escape closes the phone menu.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Navbar from '@theme-original/Navbar';
import {NAVBAR_END_ID} from '@site/src/config/first-paint';
import CloseMenuOnEscape from './CloseMenuOnEscape';

export default function NavbarWithFirstPaintHint(): ReactNode {
  return (
    <>
      <Head>
        <link rel="expect" href={`#${NAVBAR_END_ID}`} {...{blocking: 'render'}} />
      </Head>
      <Navbar />
      <CloseMenuOnEscape />
    </>
  );
}
