import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, {toggleButtonGroupClasses} from '@mui/material/ToggleButtonGroup';
import {styled} from '@mui/material/styles';

// Separate buttons instead of a joined strip: a gap between them and every corner rounded.
const SpacedGroup = styled(ToggleButtonGroup)(({theme}) => ({
  gap: theme.spacing(1),
  [`& .${toggleButtonGroupClasses.grouped}`]: {
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    margin: 0,
  },
  [`& .${toggleButtonGroupClasses.middleButton}, & .${toggleButtonGroupClasses.lastButton}`]: {
    borderLeft: `1px solid ${(theme.vars || theme).palette.divider}`,
  },
}));

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function ToggleSpacing() {
  const [days, setDays] = React.useState<string[]>(['Mon', 'Wed', 'Fri']);

  return (
    <SpacedGroup size="small" value={days} onChange={(_event, value: string[]) => setDays(value)} aria-label="Training days">
      {DAYS.map((day) => (
        <ToggleButton key={day} value={day} sx={{minWidth: 48}}>
          {day}
        </ToggleButton>
      ))}
    </SpacedGroup>
  );
}
