import * as React from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Order received', 'Parts ordered', 'In the workshop', 'Ready for pick-up'];

export default function StepperAlternativeLabel() {
  return (
    <Stepper activeStep={2} alternativeLabel>
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
