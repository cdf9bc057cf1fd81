import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';

// The last item is a link to the page itself, marked with aria-current so screen readers say so.
export default function BreadcrumbsActiveLast() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="#shop">
        Shop
      </Link>
      <Link underline="hover" color="inherit" href="#shop-parts">
        Parts
      </Link>
      <Link underline="hover" color="text.primary" href="#shop-parts-cassettes" aria-current="page">
        Cassettes
      </Link>
    </Breadcrumbs>
  );
}
