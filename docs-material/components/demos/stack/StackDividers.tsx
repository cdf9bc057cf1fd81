import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';

export default function StackDividers() {
  return (
    <Stack direction="row" divider={<Divider orientation="vertical" flexItem />} spacing={2}>
      <Box sx={{typography: 'body2'}}>12 bikes in stock</Box>
      <Box sx={{typography: 'body2'}}>3 on order</Box>
      <Box sx={{typography: 'body2'}}>1 reserved</Box>
    </Stack>
  );
}
