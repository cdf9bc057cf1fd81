import React from 'react';
import Head from '@docusaurus/Head';

/**
 * A bare scratch page for trying components: deliberately rendered without the theme's Layout,
 * so no navbar, sidebar or footer (SPEC: routes beginning /playground have no theme wrapper).
 */
export default function Playground(): React.ReactElement {
  return (
    <main data-playground style={{padding: 24, fontFamily: 'system-ui, sans-serif'}}>
      <Head>
        <title>Playground</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Playground</h1>
      <p>Edit src/pages/playground.tsx to try a component without the docs chrome.</p>
    </main>
  );
}
