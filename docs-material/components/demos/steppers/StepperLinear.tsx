import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const STEPS = ['Choose a bike', 'Pick dates', 'Add insurance', 'Confirm'];
const OPTIONAL = 2;

// A linear stepper: each step is reached in order. The insurance step may be skipped, and the
// stepper remembers which steps were skipped so it does not mark them completed.
export default function StepperLinear() {
  const [active, setActive] = React.useState(0);
  const [skipped, setSkipped] = React.useState<ReadonlySet<number>>(new Set());
  const next = () => {
    setSkipped((previous) => {
      const copy = new Set(previous);
      copy.delete(active);
      return copy;
    });
    setActive((step) => step + 1);
  };
  const skip = () => {
    setSkipped((previous) => new Set(previous).add(active));
    setActive((step) => step + 1);
  };
  return (
    <Box sx={{width: '100%'}}>
      <Stepper activeStep={active}>
        {STEPS.map((label, index) => (
          <Step key={label} completed={skipped.has(index) ? false : undefined}>
            <StepLabel optional={index === OPTIONAL ? <Typography variant="caption">Optional</Typography> : undefined}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {active === STEPS.length ? (
        <Box sx={{mt: 3}}>
          <Typography>Booking sent. The shop confirms rentals by e-mail.</Typography>
          <Button
            sx={{mt: 1}}
            onClick={() => {
              setActive(0);
              setSkipped(new Set());
            }}
          >
            Start again
          </Button>
        </Box>
      ) : (
        <Box sx={{mt: 3}}>
          <Typography>
            Step {active + 1} of {STEPS.length}: {STEPS[active]}
          </Typography>
          <Box sx={{display: 'flex', gap: 1, mt: 2}}>
            <Button disabled={active === 0} onClick={() => setActive((step) => step - 1)}>
              Back
            </Button>
            <Box sx={{flex: 1}} />
            {active === OPTIONAL && <Button onClick={skip}>Skip</Button>}
            <Button variant="contained" onClick={next}>
              {active === STEPS.length - 1 ? 'Finish' : 'Next'}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
