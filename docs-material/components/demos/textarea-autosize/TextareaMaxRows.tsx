import * as React from 'react';
import TextareaAutosize from '@mui/material/TextareaAutosize';

const NOTE =
  'Customer reports a creak from the bottom bracket when climbing out of the saddle. Checked crank bolts, pedals and seatpost: all tight. Bottom bracket bearings feel rough, replace and re-test.';

// Grows up to four rows, then scrolls.
export default function TextareaMaxRows() {
  return (
    <TextareaAutosize
      aria-label="Repair log, at most four rows"
      maxRows={4}
      defaultValue={NOTE}
      style={{width: 300, font: 'inherit', padding: 8}}
    />
  );
}
