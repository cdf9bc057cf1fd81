import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper, {type PopperPlacementType} from '@mui/material/Popper';

const ROWS: PopperPlacementType[][] = [
  ['top-start', 'top', 'top-end'],
  ['left-start', 'right-start'],
  ['left', 'right'],
  ['left-end', 'right-end'],
  ['bottom-start', 'bottom', 'bottom-end'],
];

export default function PopperPositioned() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const toggle = (next: PopperPlacementType) => (event: React.MouseEvent<HTMLButtonElement>) => {
    const same = anchorEl === event.currentTarget && placement === next;
    setAnchorEl(same ? null : event.currentTarget);
    setPlacement(next);
  };
  return (
    <Box sx={{width: 'min(100%, 480px)', mx: 'auto', py: 5}}>
      <Popper open={Boolean(anchorEl)} anchorEl={anchorEl} placement={placement} transition disablePortal sx={{zIndex: 1}}>
        {({TransitionProps}) => (
          <Fade {...TransitionProps} timeout={200}>
            <Paper sx={{p: 1, typography: 'body2'}}>placement=&quot;{placement}&quot;</Paper>
          </Fade>
        )}
      </Popper>
      {ROWS.map((row) => (
        <Box key={row.join()} sx={{display: 'flex', justifyContent: row.length === 3 ? 'center' : 'space-between', gap: 1, my: 0.5}}>
          {row.map((p) => (
            <Button key={p} size="small" variant="outlined" onClick={toggle(p)} sx={{minWidth: 110}}>
              {p}
            </Button>
          ))}
        </Box>
      ))}
    </Box>
  );
}
