import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipDelays() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip describeChild title="Opens after 500 ms, closes 200 ms after the pointer leaves" enterDelay={500} leaveDelay={200}>
        <Button>Slow</Button>
      </Tooltip>
      {/* Moving from one tooltip to the next within 800 ms uses enterNextDelay instead of enterDelay. */}
      <Tooltip describeChild title="Opens after 500 ms, or 100 ms when another tooltip was just open" enterDelay={500} enterNextDelay={100}>
        <Button>Next delay</Button>
      </Tooltip>
      <Tooltip describeChild title="Opens at a touch, stays 3 s after it" enterTouchDelay={0} leaveTouchDelay={3000}>
        <Button>Touch</Button>
      </Tooltip>
    </Stack>
  );
}
