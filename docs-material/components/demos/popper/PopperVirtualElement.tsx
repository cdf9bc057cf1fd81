import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper, {type PopperProps} from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

// The anchor is no element but an object with getBoundingClientRect: here, the rectangle of the selected text.
export default function PopperVirtualElement() {
  const [anchor, setAnchor] = React.useState<PopperProps['anchorEl']>(null);
  const [text, setText] = React.useState('');
  const onSelect = () => {
    const selection = window.getSelection();
    const selected = selection?.toString().trim() ?? '';
    if (!selection || selection.rangeCount === 0 || selected === '') {
      setAnchor(null);
      return;
    }
    const range = selection.getRangeAt(0);
    setText(selected);
    setAnchor({getBoundingClientRect: () => range.getBoundingClientRect()});
  };
  return (
    <Box sx={{height: 130}}>
      <Typography onMouseUp={onSelect} onKeyUp={onSelect} variant="body2">
        Select a few words of this sentence: the popper appears above the selection, wherever it starts. A chain that skips under load is
        usually worn, and a worn chain wears the cassette.
      </Typography>
      <Popper open={Boolean(anchor)} anchorEl={anchor} placement="top" disablePortal>
        <Paper sx={{p: 1, typography: 'body2'}}>{text.length} characters selected</Paper>
      </Popper>
    </Box>
  );
}
