import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipTriggers() {
  const [open, setOpen] = React.useState(false);
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip describeChild title="Shows on hover and touch only" disableFocusListener>
        <Button>Hover or touch</Button>
      </Tooltip>
      <Tooltip describeChild title="Shows on keyboard focus and touch" disableHoverListener>
        <Button>Focus or touch</Button>
      </Tooltip>
      <Tooltip describeChild title="Shows on hover and focus, not on a long press" disableTouchListener>
        <Button>Hover or focus</Button>
      </Tooltip>
      {/* Opened by a click, closed by a click elsewhere: the tooltip is controlled. */}
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div>
          <Tooltip
            describeChild
            title="Opened by a click"
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            slotProps={{popper: {disablePortal: true}}}
          >
            <Button onClick={() => setOpen(true)}>Click</Button>
          </Tooltip>
        </div>
      </ClickAwayListener>
    </Stack>
  );
}
