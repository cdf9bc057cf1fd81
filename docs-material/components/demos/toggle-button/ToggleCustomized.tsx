import * as React from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, {toggleButtonGroupClasses} from '@mui/material/ToggleButtonGroup';
import {styled} from '@mui/material/styles';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';

// Borderless buttons on a paper toolbar, separated by a divider between the two groups.
const ToolbarGroup = styled(ToggleButtonGroup)(({theme}) => ({
  [`& .${toggleButtonGroupClasses.grouped}`]: {
    margin: theme.spacing(0.5),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    '&.Mui-disabled': {border: 0},
  },
  [`& .${toggleButtonGroupClasses.middleButton}, & .${toggleButtonGroupClasses.lastButton}`]: {
    marginLeft: -1,
    borderLeft: '1px solid transparent',
  },
}));

export default function ToggleCustomized() {
  const [alignment, setAlignment] = React.useState('left');
  const [formats, setFormats] = React.useState<string[]>(['italic']);

  return (
    <Paper elevation={0} sx={{display: 'inline-flex', flexWrap: 'wrap', border: 1, borderColor: 'divider'}}>
      <ToolbarGroup
        size="small"
        value={alignment}
        exclusive
        onChange={(_event, value: string | null) => value && setAlignment(value)}
        aria-label="Alignment"
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
      </ToolbarGroup>
      <Divider flexItem orientation="vertical" sx={{mx: 0.5, my: 1}} />
      <ToolbarGroup size="small" value={formats} onChange={(_event, value: string[]) => setFormats(value)} aria-label="Text style">
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBold />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalic />
        </ToggleButton>
      </ToolbarGroup>
    </Paper>
  );
}
