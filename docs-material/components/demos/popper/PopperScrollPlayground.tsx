import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

// Scroll the area with the popper open: Popper.js follows the anchor, flips it when there is no room
// above, and keeps it inside the scroll area when preventOverflow is on.
export default function PopperScrollPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [flip, setFlip] = React.useState(true);
  const [preventOverflow, setPreventOverflow] = React.useState(true);
  const [area, setArea] = React.useState<HTMLDivElement | null>(null);
  return (
    <div>
      <Stack direction="row" sx={{flexWrap: 'wrap', columnGap: 2}}>
        <FormControlLabel control={<Switch checked={flip} onChange={(event) => setFlip(event.target.checked)} />} label="flip" />
        <FormControlLabel
          control={<Switch checked={preventOverflow} onChange={(event) => setPreventOverflow(event.target.checked)} />}
          label="preventOverflow"
        />
      </Stack>
      <Box
        ref={setArea}
        role="region"
        tabIndex={0}
        aria-label="Scroll area"
        sx={{position: 'relative', height: 220, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, mt: 1}}
      >
        <Box sx={{height: 640, display: 'flex', alignItems: 'center', justifyContent: 'center'}}>
          <Button
            variant="contained"
            aria-expanded={Boolean(anchorEl)}
            onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
          >
            Toggle the popper
          </Button>
          <Popper
            open={Boolean(anchorEl)}
            anchorEl={anchorEl}
            placement="top"
            disablePortal
            modifiers={[
              {name: 'flip', enabled: flip, options: {boundary: area ?? 'clippingParents'}},
              {name: 'preventOverflow', enabled: preventOverflow, options: {boundary: area ?? 'clippingParents', altAxis: true}},
            ]}
          >
            <Paper sx={{p: 1.5, m: 1, width: 200, typography: 'body2'}}>Preferred placement: top. Scroll to see it flip.</Paper>
          </Popper>
        </Box>
      </Box>
    </div>
  );
}
