import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {PARCEL_NOTE} from '@site/src/demo-data/material-system';

const box = {width: 200, height: 72, p: 1, my: 1, border: 1, borderColor: 'divider', fontSize: 14} as const;

export default function Overflow() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap'}}>
      <div>
        <code>overflow: hidden</code>
        <Box sx={{...box, overflow: 'hidden'}}>{PARCEL_NOTE}</Box>
      </div>
      <div>
        <code>overflow: auto</code>
        <Box sx={{...box, overflow: 'auto'}} tabIndex={0} aria-label="Delivery note, scrollable">
          {PARCEL_NOTE}
        </Box>
      </div>
    </Stack>
  );
}
