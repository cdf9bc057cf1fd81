import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipDisabledElement() {
  return (
    <Tooltip title="Add a delivery address first">
      {/* A disabled button fires no events: the span receives them instead. */}
      <span>
        <Button variant="contained" disabled>
          Book delivery
        </Button>
      </span>
    </Tooltip>
  );
}
