import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationRounded() {
  return (
    <Stack spacing={2}>
      <Pagination count={12} shape="rounded" aria-label="Invoices, rounded" />
      <Pagination count={12} shape="rounded" variant="outlined" aria-label="Invoices, rounded outlined" />
    </Stack>
  );
}
