import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

const ACTIONS = ['Reply', 'Reply all', 'Forward'];

export default function ButtonGroupVertical() {
  return (
    <Box sx={{display: 'flex', gap: 2}}>
      <ButtonGroup orientation="vertical" aria-label="Message actions (outlined)">
        {ACTIONS.map((action) => (
          <Button key={action}>{action}</Button>
        ))}
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="contained" aria-label="Message actions (contained)">
        {ACTIONS.map((action) => (
          <Button key={action}>{action}</Button>
        ))}
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="text" aria-label="Message actions (text)">
        {ACTIONS.map((action) => (
          <Button key={action}>{action}</Button>
        ))}
      </ButtonGroup>
    </Box>
  );
}
