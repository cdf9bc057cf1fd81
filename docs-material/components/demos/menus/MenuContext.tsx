import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// Right-click in the note (or focus it and press Shift+F10 or the menu key) opens a menu at the
// pointer: anchorReference="anchorPosition" places it by coordinates instead of by an element.
export default function MenuContext() {
  const [position, setPosition] = React.useState<{top: number; left: number} | null>(null);
  const [last, setLast] = React.useState('No action yet');
  const onContextMenu = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    // From the keyboard the event has no pointer position: open at the note's corner.
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setPosition(
      position === null
        ? {top: fromKeyboard ? box.top + 8 : event.clientY + 2, left: fromKeyboard ? box.left + 8 : event.clientX + 2}
        : null,
    );
  };
  const act = (action: string) => {
    setLast(action);
    setPosition(null);
  };
  const box = React.useRef<HTMLDivElement>(null);
  // The menu renders into this box, so it stays in the demo and the rest of the page stays readable.
  return (
    <div ref={box}>
      <Paper
        variant="outlined"
        tabIndex={0}
        role="group"
        onContextMenu={onContextMenu}
        aria-label="Workshop note, context menu available"
        sx={{p: 2, cursor: 'context-menu', maxWidth: 480}}
      >
        <Typography variant="body2">
          Replaced the chain and cassette, adjusted the rear derailleur and bled the rear brake. The front tyre shows wear on the shoulder;
          suggest a replacement at the next service.
        </Typography>
      </Paper>
      <Typography variant="caption" sx={{display: 'block', mt: 1}}>
        {last}
      </Typography>
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        container={() => box.current}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <MenuItem onClick={() => act('Copied')}>Copy</MenuItem>
        <MenuItem onClick={() => act('Added to the invoice')}>Add to the invoice</MenuItem>
        <MenuItem onClick={() => act('Sent to the customer')}>Send to the customer</MenuItem>
      </Menu>
    </div>
  );
}
