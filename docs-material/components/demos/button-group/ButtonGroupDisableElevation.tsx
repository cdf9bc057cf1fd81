import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function ButtonGroupDisableElevation() {
  return (
    <ButtonGroup disableElevation variant="contained" aria-label="Playback">
      <Button>Previous</Button>
      <Button>Play</Button>
      <Button>Next</Button>
    </ButtonGroup>
  );
}
