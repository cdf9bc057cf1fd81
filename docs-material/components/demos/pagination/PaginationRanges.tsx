import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const SETTINGS = [
  {siblingCount: 0, boundaryCount: 1},
  {siblingCount: 1, boundaryCount: 1},
  {siblingCount: 2, boundaryCount: 1},
  {siblingCount: 1, boundaryCount: 2},
];

export default function PaginationRanges() {
  return (
    <Stack spacing={1.5}>
      {SETTINGS.map(({siblingCount, boundaryCount}) => {
        const label = `siblingCount ${siblingCount}, boundaryCount ${boundaryCount}`;
        return (
          <div key={label}>
            <Typography variant="caption" sx={{color: 'text.secondary'}}>
              {label}
            </Typography>
            <Pagination count={30} defaultPage={15} siblingCount={siblingCount} boundaryCount={boundaryCount} aria-label={label} />
          </div>
        );
      })}
    </Stack>
  );
}
