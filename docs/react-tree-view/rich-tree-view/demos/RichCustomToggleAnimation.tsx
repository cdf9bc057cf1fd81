import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import type {TransitionProps} from '@mui/material/transitions';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

/** Children appear with a fade instead of sliding open. Closed groups are not rendered at all. */
function FadeGroup({in: open, children, ...other}: TransitionProps & {children?: React.ReactElement}) {
  return (
    <Fade in={open} timeout={300} unmountOnExit {...other}>
      <Box component="ul" role="group" sx={{m: 0, p: 0}}>
        {children}
      </Box>
    </Fade>
  );
}

export default function RichCustomToggleAnimation() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView aria-label="Project files" items={FILE_SYSTEM} slotProps={{item: {slots: {groupTransition: FadeGroup}}}} />
    </Box>
  );
}
