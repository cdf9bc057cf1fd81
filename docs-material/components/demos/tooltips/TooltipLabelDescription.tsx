import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import PrintIcon from '@mui/icons-material/Print';

export default function TooltipLabelDescription() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      {/* The title is the button's name: the icon has no text of its own. */}
      <Tooltip title="Print invoice">
        <IconButton>
          <PrintIcon />
        </IconButton>
      </Tooltip>
      {/* The button has a name; the title adds a description. */}
      <Tooltip title="Sends the invoice to the customer's email address" describeChild>
        <Button variant="outlined">Email invoice</Button>
      </Tooltip>
    </Stack>
  );
}
