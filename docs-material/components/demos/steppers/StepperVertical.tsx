import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const STEPS = [
  {label: 'Measure the rider', text: 'Inseam and torso length decide the frame size; write both on the fitting sheet.'},
  {label: 'Set the saddle', text: 'Height first, then setback: the knee is slightly bent at the bottom of the stroke.'},
  {label: 'Adjust the cockpit', text: 'Stem length and bar height set the reach; swap the stem if the reach is off by more than 1 cm.'},
];

// StepContent collapses the text of inactive steps and, by default, removes it from the page once
// collapsed (its Collapse gets unmountOnExit), which keeps long steppers light.
export default function StepperVertical() {
  const [active, setActive] = React.useState(0);
  return (
    <Box sx={{maxWidth: 440}}>
      <Stepper activeStep={active} orientation="vertical">
        {STEPS.map((step, index) => (
          <Step key={step.label}>
            <StepLabel optional={index === STEPS.length - 1 ? <Typography variant="caption">Last step</Typography> : undefined}>
              {step.label}
            </StepLabel>
            <StepContent>
              <Typography variant="body2">{step.text}</Typography>
              <Box sx={{mt: 1, display: 'flex', gap: 1}}>
                <Button variant="contained" size="small" onClick={() => setActive(index + 1)}>
                  {index === STEPS.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button size="small" disabled={index === 0} onClick={() => setActive(index - 1)}>
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {active === STEPS.length && (
        <Box sx={{mt: 2}}>
          <Typography variant="body2">Fitting done.</Typography>
          <Button size="small" onClick={() => setActive(0)}>
            Start again
          </Button>
        </Box>
      )}
    </Box>
  );
}
