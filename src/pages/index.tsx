import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';

export default function Home(): React.ReactElement {
  return (
    <Layout
      title={translate({id: 'home.title', message: 'MUI X documentation'})}
      description={translate({
        id: 'home.description',
        message: 'Guides, live demos and API reference for the MUI X data grid, date and time pickers, charts and tree view.',
      })}>
      <main className="container margin-vert--xl">
        <h1>
          <Translate id="home.heading">MUI X documentation</Translate>
        </h1>
        <p>
          <Link to="/x/introduction">
            <Translate id="home.start">Start with the introduction</Translate>
          </Link>
        </p>
      </main>
    </Layout>
  );
}
