import * as React from 'react';
import Badge from '@mui/material/Badge';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import MailIcon from '@mui/icons-material/Mail';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(2);
  const [hidden, setHidden] = React.useState(false);
  return (
    <Stack direction="row" spacing={4} sx={{alignItems: 'center'}}>
      <Badge color="secondary" badgeContent={count} invisible={hidden}>
        <MailIcon color="action" />
      </Badge>
      <ButtonGroup size="small">
        <Button aria-label="One fewer" onClick={() => setCount(Math.max(count - 1, 0))}>
          <RemoveIcon fontSize="small" />
        </Button>
        <Button aria-label="One more" onClick={() => setCount(count + 1)}>
          <AddIcon fontSize="small" />
        </Button>
      </ButtonGroup>
      <FormControlLabel control={<Switch checked={!hidden} onChange={() => setHidden(!hidden)} />} label="Show badge" />
    </Stack>
  );
}
