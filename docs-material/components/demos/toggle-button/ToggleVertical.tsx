import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewList from '@mui/icons-material/ViewList';
import ViewModule from '@mui/icons-material/ViewModule';
import ViewQuilt from '@mui/icons-material/ViewQuilt';

export default function ToggleVertical() {
  const [view, setView] = React.useState('list');

  return (
    <ToggleButtonGroup
      orientation="vertical"
      value={view}
      exclusive
      onChange={(_event, value: string | null) => value && setView(value)}
      aria-label="Photo layout"
    >
      <ToggleButton value="list" aria-label="List">
        <ViewList />
      </ToggleButton>
      <ToggleButton value="grid" aria-label="Grid">
        <ViewModule />
      </ToggleButton>
      <ToggleButton value="mosaic" aria-label="Mosaic">
        <ViewQuilt />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
