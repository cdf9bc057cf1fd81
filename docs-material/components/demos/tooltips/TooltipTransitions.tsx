import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function TooltipTransitions() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Grow (default)">
        <Button>Grow</Button>
      </Tooltip>
      <Tooltip title="Fade, 600 ms" slots={{transition: Fade}} slotProps={{transition: {timeout: 600}}}>
        <Button>Fade</Button>
      </Tooltip>
      <Tooltip title="Zoom" slots={{transition: Zoom}}>
        <Button>Zoom</Button>
      </Tooltip>
    </Stack>
  );
}
