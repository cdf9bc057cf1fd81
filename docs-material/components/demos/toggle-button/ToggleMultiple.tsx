import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';

export default function ToggleMultiple() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);

  return (
    <ToggleButtonGroup value={formats} onChange={(_event, value: string[]) => setFormats(value)} aria-label="Text style">
      <ToggleButton value="bold" aria-label="Bold">
        <FormatBold />
      </ToggleButton>
      <ToggleButton value="italic" aria-label="Italic">
        <FormatItalic />
      </ToggleButton>
      <ToggleButton value="underlined" aria-label="Underline">
        <FormatUnderlined />
      </ToggleButton>
      <ToggleButton value="strikethrough" aria-label="Strikethrough">
        <FormatStrikethrough />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
