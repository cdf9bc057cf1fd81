import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {PARCEL_NOTE} from '@site/src/demo-data/material-system';

const box = {width: 240, whiteSpace: 'nowrap', overflow: 'hidden', p: 1, my: 1, border: 1, borderColor: 'divider'} as const;

export default function TextOverflow() {
  return (
    <Stack spacing={1}>
      <code>textOverflow: clip</code>
      <Box sx={{...box, textOverflow: 'clip'}}>{PARCEL_NOTE}</Box>
      <code>textOverflow: ellipsis</code>
      <Box sx={{...box, textOverflow: 'ellipsis'}}>{PARCEL_NOTE}</Box>
    </Stack>
  );
}
