/**
 * The theme builder of /customization/theme-builder. Only that page imports this file, and the builder
 * itself (MUI, the preview, the code generator) is a separate chunk loaded in the browser, so no other
 * page pays for it and the static HTML holds a box of the builder's size instead of unstyled MUI markup.
 */
import React, {lazy, Suspense} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

const Builder = lazy(() => import(/* webpackChunkName: "theme-builder" */ './Builder'));

/** Space kept for the builder until it renders (its controls and first preview). */
const RESERVED_HEIGHT_PX = 640;

function Placeholder() {
  return <div style={{minHeight: RESERVED_HEIGHT_PX}} aria-busy="true" />;
}

export default function ThemeBuilder() {
  return (
    <BrowserOnly fallback={<Placeholder />}>
      {() => (
        <Suspense fallback={<Placeholder />}>
          <Builder />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
