import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const TAGS = ['Gravel', 'Road', 'Commuter', 'Cargo', 'Folding', 'Tandem', 'Electric', 'Kids', 'Touring', 'Track'];

// useFlexGap spaces with the CSS gap property, so wrapped lines keep their spacing too.
export default function StackFlexGap() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', maxWidth: 360}}>
      {TAGS.map((tag) => (
        <Chip key={tag} label={tag} />
      ))}
    </Stack>
  );
}
