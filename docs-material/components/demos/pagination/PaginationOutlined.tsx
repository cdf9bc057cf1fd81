import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationOutlined() {
  return (
    <Stack spacing={2}>
      <Pagination count={12} variant="outlined" aria-label="Catalogue, outlined" />
      <Pagination count={12} variant="outlined" color="primary" aria-label="Catalogue, outlined primary" />
      <Pagination count={12} variant="outlined" disabled aria-label="Catalogue, outlined disabled" />
    </Stack>
  );
}
