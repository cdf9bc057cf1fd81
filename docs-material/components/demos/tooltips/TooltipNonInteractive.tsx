import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipNonInteractive() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip describeChild title="Stays open while the pointer is over me">
        <Button>Interactive (default)</Button>
      </Tooltip>
      <Tooltip describeChild title="Closes as soon as the pointer leaves the button" disableInteractive>
        <Button>Not interactive</Button>
      </Tooltip>
    </Stack>
  );
}
