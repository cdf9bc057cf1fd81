import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function RatingReadOnly() {
  return (
    <Stack spacing={1.5}>
      <div>
        <Typography component="legend">Average of 1,284 reviews (read only)</Typography>
        <Rating name="average" value={4.3} precision={0.1} readOnly />
      </div>
      <div>
        <Typography component="legend">Disabled (reviews open after delivery)</Typography>
        <Rating name="disabled" value={2} disabled />
      </div>
    </Stack>
  );
}
