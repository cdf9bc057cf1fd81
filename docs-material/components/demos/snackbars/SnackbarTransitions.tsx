import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import type {TransitionProps} from '@mui/material/transitions';

type Transition = React.ComponentType<TransitionProps & {children: React.ReactElement}>;

function SlideUp(props: TransitionProps & {children: React.ReactElement}) {
  return <Slide {...props} direction="up" />;
}

const TRANSITIONS: {name: string; component: Transition}[] = [
  {name: 'Grow', component: Grow},
  {name: 'Fade', component: Fade},
  {name: 'Slide', component: SlideUp},
];

export default function SnackbarTransitions() {
  const [shown, setShown] = React.useState<{name: string; component: Transition} | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <Stack direction="row" spacing={2}>
      {TRANSITIONS.map((transition) => (
        <Button
          key={transition.name}
          variant="outlined"
          onClick={() => {
            setShown(transition);
            setOpen(true);
          }}
        >
          {transition.name}
        </Button>
      ))}
      <Snackbar
        key={shown?.name}
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={3000}
        slots={{transition: shown?.component ?? Grow}}
        message={`Opened with ${shown?.name ?? 'Grow'}`}
      />
    </Stack>
  );
}
