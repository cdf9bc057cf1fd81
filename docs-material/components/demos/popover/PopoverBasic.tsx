import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function PopoverBasic() {
  const boxRef = React.useRef<HTMLDivElement>(null);
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);
  return (
    <Box ref={boxRef}>
      <Button
        variant="contained"
        aria-describedby={open ? 'popover-basic' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Opening hours
      </Button>
      <Popover
        id="popover-basic"
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        container={() => boxRef.current}
        anchorOrigin={{vertical: 'bottom', horizontal: 'left'}}
      >
        <Typography variant="body2" sx={{p: 2}}>
          Tuesday to Saturday, 09:00 to 18:00.
        </Typography>
      </Popover>
    </Box>
  );
}
