import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function LinkUnderline() {
  return (
    <Stack direction="row" spacing={3} sx={{flexWrap: 'wrap', typography: 'body1'}}>
      <Link href="#returns" underline="always">
        Returns policy (always)
      </Link>
      <Link href="#returns" underline="hover">
        Returns policy (hover)
      </Link>
      <Link href="#returns" underline="none">
        Returns policy (none)
      </Link>
    </Stack>
  );
}
