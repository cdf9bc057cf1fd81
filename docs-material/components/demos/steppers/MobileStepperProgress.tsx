import * as React from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import {useTheme} from '@mui/material/styles';

// variant="progress" draws a LinearProgress; slotProps.progress names it for screen readers.
export default function MobileStepperProgress() {
  const [step, setStep] = React.useState(2);
  const rtl = useTheme().direction === 'rtl';
  return (
    <MobileStepper
      variant="progress"
      steps={8}
      position="static"
      activeStep={step}
      slotProps={{progress: {'aria-label': `Checkout progress, step ${step + 1} of 8`}}}
      sx={{maxWidth: 400, flexGrow: 1}}
      nextButton={
        <Button size="small" onClick={() => setStep((s) => s + 1)} disabled={step === 7}>
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
  );
}
