import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipDistance() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip describeChild title="Default distance">
        <Button>Default</Button>
      </Tooltip>
      {/* Popper.js's offset modifier: [skidding along the edge, distance from it] in px. */}
      <Tooltip describeChild title="Pushed 24 px away" slotProps={{popper: {modifiers: [{name: 'offset', options: {offset: [0, 24]}}]}}}>
        <Button>Offset</Button>
      </Tooltip>
      <Tooltip describeChild title="Pulled 10 px closer" slotProps={{popper: {modifiers: [{name: 'offset', options: {offset: [0, -10]}}]}}}>
        <Button>Closer</Button>
      </Tooltip>
    </Stack>
  );
}
