import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Message {
  key: number;
  text: string;
}

export default function SnackbarConsecutive() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | undefined>(undefined);
  const [open, setOpen] = React.useState(false);
  const nextKey = React.useRef(1);

  // One at a time: the next message waits until the current one has closed and exited.
  React.useEffect(() => {
    if (queue.length && !current) {
      setCurrent(queue[0]);
      setQueue((items) => items.slice(1));
      setOpen(true);
    } else if (queue.length && current && open) {
      setOpen(false);
    }
  }, [queue, current, open]);

  const push = (text: string) => {
    const key = nextKey.current;
    nextKey.current += 1;
    setQueue((items) => [...items, {key, text}]);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={() => push('Invoice 311 paid')}>
        Invoice paid
      </Button>
      <Button variant="outlined" onClick={() => push('Wheel true finished')}>
        Repair finished
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        slotProps={{transition: {onExited: () => setCurrent(undefined)}}}
        message={current?.text}
      />
    </Stack>
  );
}
