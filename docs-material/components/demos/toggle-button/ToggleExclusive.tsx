import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

export default function ToggleExclusive() {
  const [alignment, setAlignment] = React.useState<string | null>('left');

  return (
    <ToggleButtonGroup
      value={alignment}
      exclusive
      onChange={(_event, value: string | null) => setAlignment(value)}
      aria-label="Paragraph alignment"
    >
      <ToggleButton value="left" aria-label="Align left">
        <FormatAlignLeft />
      </ToggleButton>
      <ToggleButton value="center" aria-label="Centre">
        <FormatAlignCenter />
      </ToggleButton>
      <ToggleButton value="right" aria-label="Align right">
        <FormatAlignRight />
      </ToggleButton>
      <ToggleButton value="justify" aria-label="Justify" disabled>
        <FormatAlignJustify />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
