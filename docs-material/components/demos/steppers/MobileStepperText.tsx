import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import {useTheme} from '@mui/material/styles';

const TIPS = [
  {title: 'Check the tyre pressure', text: 'Road tyres lose about 10% of their pressure a week; pump them before each long ride.'},
  {title: 'Clean the chain', text: 'Wipe it after wet rides and oil it when dry: a clean chain lasts twice as long.'},
  {title: 'Test the brakes', text: 'Squeeze both levers before setting off; the lever should stop well before the bar.'},
  {title: 'Look at the pads', text: 'Replace disc pads under 1 mm of material, before the metal backing reaches the rotor.'},
];

// MobileStepper's `position` is 'bottom' (fixed to the window) by default: 'static' keeps it in the card.
export default function MobileStepperText() {
  const [step, setStep] = React.useState(0);
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return (
    <Box sx={{maxWidth: 400}}>
      <Paper square elevation={0} sx={{px: 2, py: 1.5, bgcolor: 'action.hover'}}>
        <Typography variant="subtitle1">{TIPS[step].title}</Typography>
      </Paper>
      <Typography variant="body2" sx={{p: 2, minHeight: 72}}>
        {TIPS[step].text}
      </Typography>
      <MobileStepper
        variant="text"
        steps={TIPS.length}
        position="static"
        activeStep={step}
        nextButton={
          <Button size="small" onClick={() => setStep((s) => s + 1)} disabled={step === TIPS.length - 1}>
            Next
            {rtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
          </Button>
        }
        backButton={
          <Button size="small" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
            {rtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
            Back
          </Button>
        }
      />
    </Box>
  );
}
