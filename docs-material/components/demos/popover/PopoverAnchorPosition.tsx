import * as React from 'react';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

// anchorReference="anchorPosition" places the popover at a point (here: where the map was clicked) instead of an element.
export default function PopoverAnchorPosition() {
  const boxRef = React.useRef<HTMLDivElement>(null);
  const [position, setPosition] = React.useState<{top: number; left: number} | null>(null);
  return (
    <Box ref={boxRef}>
      <Box
        component="button"
        type="button"
        onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
          // A keyboard click has no pointer position: use the button's centre.
          const rect = event.currentTarget.getBoundingClientRect();
          const fromPointer = event.clientX !== 0 || event.clientY !== 0;
          setPosition({
            top: fromPointer ? event.clientY : rect.top + rect.height / 2,
            left: fromPointer ? event.clientX : rect.left + rect.width / 2,
          });
        }}
        sx={{
          width: '100%',
          height: 140,
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
          font: 'inherit',
          cursor: 'crosshair',
        }}
      >
        Click anywhere in this area to drop a pin
      </Box>
      <Popover
        open={position !== null}
        onClose={() => setPosition(null)}
        container={() => boxRef.current}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        anchorOrigin={{vertical: 'top', horizontal: 'left'}}
      >
        <Typography variant="body2" sx={{p: 1.5}}>
          Pin dropped at {Math.round(position?.left ?? 0)}, {Math.round(position?.top ?? 0)} (viewport px)
        </Typography>
      </Popover>
    </Box>
  );
}
