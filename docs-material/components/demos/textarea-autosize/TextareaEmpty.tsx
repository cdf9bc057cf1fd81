import * as React from 'react';
import TextareaAutosize from '@mui/material/TextareaAutosize';

export default function TextareaEmpty() {
  return (
    <TextareaAutosize aria-label="Describe the fault" placeholder="Describe the fault" style={{width: 300, font: 'inherit', padding: 8}} />
  );
}
