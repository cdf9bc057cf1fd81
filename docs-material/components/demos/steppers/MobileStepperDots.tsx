import * as React from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import {useTheme} from '@mui/material/styles';

export default function MobileStepperDots() {
  const [step, setStep] = React.useState(1);
  const rtl = useTheme().direction === 'rtl';
  return (
    <MobileStepper
      variant="dots"
      steps={6}
      position="static"
      activeStep={step}
      sx={{maxWidth: 400, flexGrow: 1}}
      nextButton={
        <Button size="small" onClick={() => setStep((s) => s + 1)} disabled={step === 5}>
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
