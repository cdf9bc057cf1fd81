import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipArrow() {
  return (
    <Tooltip describeChild title="Points at what it describes" arrow>
      <Button>With an arrow</Button>
    </Tooltip>
  );
}
