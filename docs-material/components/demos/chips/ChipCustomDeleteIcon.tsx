import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import DoneIcon from '@mui/icons-material/Done';
import DeleteIcon from '@mui/icons-material/Delete';

export default function ChipCustomDeleteIcon() {
  const [confirmed, setConfirmed] = React.useState(false);
  const [removed, setRemoved] = React.useState(false);
  return (
    <Stack direction="row" spacing={1}>
      <Chip
        label={confirmed ? 'Pickup confirmed' : 'Confirm pickup'}
        color={confirmed ? 'success' : 'default'}
        onDelete={() => setConfirmed(!confirmed)}
        deleteIcon={<DoneIcon />}
      />
      <Chip
        label={removed ? 'Order removed' : 'Order #2407'}
        variant="outlined"
        disabled={removed}
        onDelete={() => setRemoved(true)}
        deleteIcon={<DeleteIcon />}
      />
    </Stack>
  );
}
