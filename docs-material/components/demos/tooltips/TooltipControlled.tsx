import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function TooltipControlled() {
  const [open, setOpen] = React.useState(false);
  const [openings, setOpenings] = React.useState(0);
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Tooltip
        describeChild
        title="Ready for pickup after 17:00"
        open={open}
        onOpen={() => {
          setOpen(true);
          setOpenings((n) => n + 1);
        }}
        onClose={() => setOpen(false)}
      >
        <Button>Pickup time</Button>
      </Tooltip>
      <Typography variant="body2" color="text.secondary">
        Opened {openings} {openings === 1 ? 'time' : 'times'}
      </Typography>
    </Stack>
  );
}
