import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

// `open` lives in state, so something other than the dial can open it (the button) and every
// open and close request is visible with its reason.
export default function SpeedDialControlled() {
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);
  const note = (line: string) => setLog((previous) => [line, ...previous].slice(0, 4));
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap'}}>
      <Box sx={{minWidth: 220}}>
        <Button variant="outlined" onClick={() => setOpen((previous) => !previous)}>
          {open ? 'Close the dial' : 'Open the dial'}
        </Button>
        <Typography component="div" variant="body2" sx={{mt: 1}}>
          {log.length === 0 ? 'No request yet' : log.map((line, index) => <div key={`${index}-${line}`}>{line}</div>)}
        </Typography>
      </Box>
      <Box sx={{position: 'relative', flex: 1, minWidth: 200, height: 280, border: 1, borderColor: 'divider', borderRadius: 2}}>
        <SpeedDial
          ariaLabel="Receipt actions"
          icon={<SpeedDialIcon />}
          open={open}
          onOpen={(_event, reason) => {
            note(`onOpen: ${reason}`);
            if (reason === 'toggle') setOpen(true);
          }}
          onClose={(_event, reason) => {
            note(`onClose: ${reason}`);
            if (reason !== 'mouseLeave') setOpen(false);
          }}
          sx={{position: 'absolute', bottom: 16, right: 16}}
        >
          <SpeedDialAction icon={<ContentCopyIcon />} slotProps={{tooltip: {title: 'Copy'}}} onClick={() => setOpen(false)} />
          <SpeedDialAction icon={<PrintIcon />} slotProps={{tooltip: {title: 'Print'}}} onClick={() => setOpen(false)} />
          <SpeedDialAction icon={<ShareIcon />} slotProps={{tooltip: {title: 'Share'}}} onClick={() => setOpen(false)} />
        </SpeedDial>
      </Box>
    </Stack>
  );
}
