import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

export default function PortalBasic() {
  const [show, setShow] = React.useState(false);
  const target = React.useRef<HTMLDivElement>(null);
  return (
    <div>
      <Button variant="outlined" onClick={() => setShow((s) => !s)}>
        {show ? 'Unmount children' : 'Mount children'}
      </Button>
      <Box sx={{p: 1, my: 1, border: '1px solid', borderColor: 'divider', borderRadius: 1}}>
        <Typography variant="body2">Written here in the React tree:</Typography>
        {show ? (
          <Portal container={() => target.current}>
            <Typography variant="body2" sx={{fontWeight: 'bold'}}>
              Rendered in the other box.
            </Typography>
          </Portal>
        ) : null}
      </Box>
      <Box ref={target} sx={{p: 1, minHeight: 64, border: '1px dashed', borderColor: 'divider', borderRadius: 1}}>
        <Typography variant="body2">Portal target:</Typography>
      </Box>
    </div>
  );
}
