import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function ButtonGroupBasic() {
  return (
    <ButtonGroup variant="contained" aria-label="Pull request">
      <Button>Merge</Button>
      <Button>Squash</Button>
      <Button>Rebase</Button>
    </ButtonGroup>
  );
}
