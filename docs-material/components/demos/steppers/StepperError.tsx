import * as React from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const STEPS = ['Address', 'Payment', 'Review'];
const FAILED = 1;

// `error` on StepLabel turns the icon and label red; the caption says what went wrong, so the
// state does not rest on colour alone.
export default function StepperError() {
  return (
    <Stepper activeStep={1}>
      {STEPS.map((label, index) => (
        <Step key={label}>
          <StepLabel
            error={index === FAILED}
            optional={
              index === FAILED ? (
                <Typography variant="caption" color="error">
                  Card declined
                </Typography>
              ) : undefined
            }
          >
            {label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
