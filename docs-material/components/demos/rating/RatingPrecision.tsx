import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';

export default function RatingPrecision() {
  return (
    <Stack spacing={1}>
      <Rating name="half-stars" defaultValue={3.5} precision={0.5} />
      <Rating name="half-stars-read-only" defaultValue={2.5} precision={0.5} readOnly />
    </Stack>
  );
}
