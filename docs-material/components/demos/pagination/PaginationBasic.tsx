import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationBasic() {
  return (
    <Stack spacing={2}>
      <Pagination count={12} aria-label="Orders, default colour" />
      <Pagination count={12} color="primary" aria-label="Orders, primary" />
      <Pagination count={12} color="secondary" aria-label="Orders, secondary" />
      <Pagination count={12} disabled aria-label="Orders, disabled" />
    </Stack>
  );
}
