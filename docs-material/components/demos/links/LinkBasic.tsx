import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

// href="#..." keeps the demo on this page; a real link points at a page of your site.
export default function LinkBasic() {
  return (
    <Stack direction="row" spacing={3} sx={{flexWrap: 'wrap', typography: 'body1'}}>
      <Link href="#opening-hours">Opening hours</Link>
      <Link href="#opening-hours" color="inherit">
        Opening hours (inherit)
      </Link>
      <Link href="#opening-hours" variant="body2">
        Opening hours (body2)
      </Link>
      <Link href="#opening-hours" color="secondary">
        Opening hours (secondary)
      </Link>
    </Stack>
  );
}
