import * as React from 'react';
import Box from '@mui/material/Box';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';

// position="bottom" gives the stepper theme.zIndex.mobileStepper; `sx` turns its fixed position
// into an absolute one so it sits at the bottom of this box, not of the window.
export default function MobileStepperZIndex() {
  const {zIndex} = useTheme();
  return (
    <Box sx={{position: 'relative', height: 140, maxWidth: 400, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden'}}>
      <Typography variant="body2" sx={{p: 2}}>
        theme.zIndex.mobileStepper: <strong data-z-index-entry="mobileStepper">{zIndex.mobileStepper}</strong>
        <br />
        theme.zIndex.appBar, drawn above it: <strong data-z-index-entry="appBar">{zIndex.appBar}</strong>
      </Typography>
      <MobileStepper
        variant="dots"
        steps={4}
        activeStep={0}
        position="bottom"
        sx={{position: 'absolute'}}
        nextButton={<span />}
        backButton={<span />}
      />
    </Box>
  );
}
