import * as React from 'react';
import TextareaAutosize from '@mui/material/TextareaAutosize';

export default function TextareaMinRows() {
  return (
    <TextareaAutosize
      aria-label="Workshop note, at least three rows"
      minRows={3}
      placeholder="At least three rows tall"
      style={{width: 300, font: 'inherit', padding: 8}}
    />
  );
}
