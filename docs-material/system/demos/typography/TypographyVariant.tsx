import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function TypographyVariant() {
  return (
    <Stack spacing={1}>
      <Box sx={{typography: 'subtitle2'}}>typography: subtitle2, Rotterdam depot</Box>
      <Box sx={{typography: 'body1'}}>typography: body1, 1,842 parcels delivered this week</Box>
      <Box sx={{typography: 'body2'}}>typography: body2, 97% on time</Box>
      <Box sx={{typography: 'overline'}}>typography: overline</Box>
    </Stack>
  );
}
