import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Paper from '@mui/material/Paper';

const Card = ({label}: {label: string}) => (
  <Paper variant="outlined" sx={{m: 1, width: 140, height: 100, p: 1, typography: 'body2'}}>
    {label}
  </Paper>
);

export default function TransitionCollapse() {
  const [checked, setChecked] = React.useState(false);
  return (
    <div>
      <FormControlLabel control={<Switch checked={checked} onChange={(event) => setChecked(event.target.checked)} />} label="Show" />
      <Box sx={{display: 'flex', flexWrap: 'wrap', height: 140, alignItems: 'flex-start'}}>
        <Collapse in={checked}>
          <Card label="Vertical" />
        </Collapse>
        <Collapse in={checked} collapsedSize={40}>
          <Card label="collapsedSize={40}" />
        </Collapse>
        <Collapse in={checked} orientation="horizontal">
          <Card label="Horizontal" />
        </Collapse>
        <Collapse in={checked} orientation="horizontal" collapsedSize={40}>
          <Card label="Horizontal, 40" />
        </Collapse>
      </Box>
    </div>
  );
}
