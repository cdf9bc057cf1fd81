import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationSizes() {
  return (
    <Stack spacing={2}>
      <Pagination count={9} size="small" aria-label="Small" />
      <Pagination count={9} aria-label="Medium" />
      <Pagination count={9} size="large" aria-label="Large" />
    </Stack>
  );
}
