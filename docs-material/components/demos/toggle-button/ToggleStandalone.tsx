import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';

export default function ToggleStandalone() {
  const [starred, setStarred] = React.useState(false);

  return (
    <ToggleButton value="star" selected={starred} onChange={() => setStarred((previous) => !previous)} color="warning">
      {starred ? <Star sx={{mr: 1}} /> : <StarBorder sx={{mr: 1}} />}
      Star this repository
    </ToggleButton>
  );
}
