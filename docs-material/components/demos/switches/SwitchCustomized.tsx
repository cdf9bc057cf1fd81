import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {styled} from '@mui/material/styles';

// A flat, iOS-like switch: a wide pill track and a thumb without shadow or ripple.
const PillSwitch = styled(Switch)(({theme}) => ({
  width: 46,
  height: 26,
  padding: 0,
  '& .MuiSwitch-switchBase': {
    padding: 0,
    margin: 2,
    transitionDuration: '200ms',
    '&.Mui-checked': {
      transform: 'translateX(20px)',
      color: '#fff',
      '& + .MuiSwitch-track': {backgroundColor: (theme.vars || theme).palette.success.main, opacity: 1, border: 0},
    },
    '&.Mui-focusVisible .MuiSwitch-thumb': {outline: `3px solid ${(theme.vars || theme).palette.primary.light}`},
    '&.Mui-disabled + .MuiSwitch-track': {opacity: 0.4},
  },
  '& .MuiSwitch-thumb': {boxSizing: 'border-box', width: 22, height: 22, boxShadow: 'none'},
  '& .MuiSwitch-track': {
    borderRadius: 13,
    backgroundColor: (theme.vars || theme).palette.grey[400],
    opacity: 1,
    transition: theme.transitions.create('background-color', {duration: 200}),
  },
}));

// A thin track under a larger thumb, the older Android look.
const ThinTrackSwitch = styled(Switch)(({theme}) => ({
  padding: 8,
  '& .MuiSwitch-track': {
    borderRadius: 11,
    height: 10,
    marginTop: 3,
    opacity: 0.5,
  },
  '& .MuiSwitch-thumb': {width: 18, height: 18, margin: 1, boxShadow: theme.shadows[2]},
}));

export default function SwitchCustomized() {
  return (
    <Stack spacing={1.5} sx={{alignItems: 'flex-start'}}>
      <FormControlLabel control={<PillSwitch defaultChecked sx={{mx: 1}} />} label="Do not disturb" />
      <FormControlLabel control={<PillSwitch disabled sx={{mx: 1}} />} label="Bedtime mode (schedule first)" />
      <FormControlLabel control={<ThinTrackSwitch defaultChecked color="secondary" />} label="Sync over mobile data" />
    </Stack>
  );
}
