import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper, {type PaperProps} from '@mui/material/Paper';

/**
 * A paper that moves with the pointer while it is held on the title (`#draggable-dialog-title`).
 * Pointer events and a CSS translate, so no drag library is needed.
 */
function DraggablePaper({style, ...props}: PaperProps) {
  const [offset, setOffset] = React.useState({x: 0, y: 0});
  const start = React.useRef<{x: number; y: number} | null>(null);
  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!(event.target as HTMLElement).closest('#draggable-dialog-title')) return;
    start.current = {x: event.clientX - offset.x, y: event.clientY - offset.y};
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (start.current) setOffset({x: event.clientX - start.current.x, y: event.clientY - start.current.y});
  };
  const onPointerUp = () => {
    start.current = null;
  };
  return (
    <Paper
      {...props}
      style={{...style, translate: `${offset.x}px ${offset.y}px`}}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
    />
  );
}

export default function DialogDraggable() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open a movable dialog
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} slots={{paper: DraggablePaper}} aria-labelledby="draggable-dialog-title">
        <DialogTitle id="draggable-dialog-title" sx={{cursor: 'move', touchAction: 'none'}}>
          Frame size guide
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Drag this title to move the dialog aside and compare the guide with the product page behind it.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
