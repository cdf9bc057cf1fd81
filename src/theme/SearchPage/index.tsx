/**
 * Replaces the search plugin's `/search` page: that page searched one section with lunr's own
 * ranking and lost its query on reload. Ours is src/components/SearchPage (logic in
 * src/lib/search/search-page.ts).
 */
import React from 'react';
import Layout from '@theme/Layout';
import SearchPage from '@site/src/components/SearchPage';

export default function SearchPageRoute(): React.ReactNode {
  return (
    <Layout>
      <SearchPage />
    </Layout>
  );
}
