import * as React from 'react';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

// pointer-events: none on the popover lets the pointer reach the text below, so leaving the text closes it;
// disableRestoreFocus because the popover never took focus.
export default function PopoverHover() {
  const boxRef = React.useRef<HTMLDivElement>(null);
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  return (
    <Box ref={boxRef}>
      <Typography
        aria-owns={open ? 'popover-hover' : undefined}
        aria-haspopup="true"
        onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
        onMouseLeave={() => setAnchorEl(null)}
        sx={{display: 'inline-block', textDecoration: 'underline dotted'}}
      >
        Point at this line to see the return policy.
      </Typography>
      <Popover
        id="popover-hover"
        sx={{pointerEvents: 'none'}}
        open={open}
        anchorEl={anchorEl}
        container={() => boxRef.current}
        anchorOrigin={{vertical: 'bottom', horizontal: 'left'}}
        transformOrigin={{vertical: 'top', horizontal: 'left'}}
        onClose={() => setAnchorEl(null)}
        disableRestoreFocus
      >
        <Typography variant="body2" sx={{p: 1.5}}>
          Unused parts can be returned within 30 days.
        </Typography>
      </Popover>
    </Box>
  );
}
