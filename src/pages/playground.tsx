import React from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';

/**
 * A bare scratch page for trying components: deliberately rendered without the theme's Layout,
 * so no navbar, sidebar or footer (routes beginning /playground have no theme wrapper).
 */
export default function Playground(): React.ReactElement {
  const title = translate({
    id: 'portal.playground.title',
    message: 'Playground',
    description: 'Title and heading of the bare /playground page',
  });
  return (
    <main data-playground style={{padding: 24, fontFamily: 'system-ui, sans-serif'}}>
      <Head>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{title}</h1>
      <p>
        <Translate
          id="portal.playground.hint"
          description="The hint on the bare /playground page"
          values={{file: <code>src/pages/playground.tsx</code>}}
        >
          {'Edit {file} to try a component without the docs chrome.'}
        </Translate>
      </p>
    </main>
  );
}
