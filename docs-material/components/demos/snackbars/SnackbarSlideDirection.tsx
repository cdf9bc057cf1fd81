import * as React from 'react';
import Button from '@mui/material/Button';
import Slide, {type SlideProps} from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

type Direction = NonNullable<SlideProps['direction']>;

// One transition component per direction, created once so they keep their identity between renders.
const SLIDES = Object.fromEntries(
  (['left', 'up', 'right', 'down'] as const).map((direction) => [
    direction,
    (props: SlideProps) => <Slide {...props} direction={direction} />,
  ]),
) as Record<Direction, (props: SlideProps) => React.JSX.Element>;

export default function SnackbarSlideDirection() {
  const [direction, setDirection] = React.useState<Direction>('up');
  const [open, setOpen] = React.useState(false);
  return (
    <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
      {(Object.keys(SLIDES) as Direction[]).map((item) => (
        <Button
          key={item}
          variant="outlined"
          onClick={() => {
            setDirection(item);
            setOpen(true);
          }}
        >
          {item}
        </Button>
      ))}
      <Snackbar
        key={direction}
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={3000}
        slots={{transition: SLIDES[direction]}}
        message={`Slid ${direction}`}
      />
    </Stack>
  );
}
