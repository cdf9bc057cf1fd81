import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const STEPS = ['Frame check', 'Drivetrain', 'Brakes', 'Wheels'];

// nonLinear with StepButton: the mechanic may work on any part in any order; completion is tracked
// per step, not derived from the active one.
export default function StepperNonLinear() {
  const [active, setActive] = React.useState(0);
  const [done, setDone] = React.useState<Record<number, boolean>>({});
  const count = Object.values(done).filter(Boolean).length;
  const complete = () => {
    const next = {...done, [active]: true};
    setDone(next);
    const open = STEPS.findIndex((_label, index) => !next[index]);
    if (open !== -1) setActive(open);
  };
  return (
    <Box sx={{width: '100%'}}>
      <Stepper nonLinear activeStep={active}>
        {STEPS.map((label, index) => (
          <Step key={label} completed={done[index] ?? false}>
            <StepButton color="inherit" onClick={() => setActive(index)}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{mt: 3}}>
        <Typography>
          {count === STEPS.length
            ? 'Service finished: all parts checked.'
            : `Checking: ${STEPS[active]} (${count} of ${STEPS.length} done)`}
        </Typography>
        <Box sx={{display: 'flex', gap: 1, mt: 2}}>
          <Button disabled={count === STEPS.length || done[active]} variant="contained" onClick={complete}>
            Mark as checked
          </Button>
          <Button
            disabled={count === 0}
            onClick={() => {
              setDone({});
              setActive(0);
            }}
          >
            Reset
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
