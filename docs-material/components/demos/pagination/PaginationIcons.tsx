import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

// renderItem receives each item's props; PaginationItem's slots swap the previous and next icons.
export default function PaginationIcons() {
  return (
    <Pagination
      count={12}
      aria-label="Arrow icons"
      renderItem={(item) => <PaginationItem slots={{previous: ArrowBackIcon, next: ArrowForwardIcon}} {...item} />}
    />
  );
}
