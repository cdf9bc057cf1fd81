import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const STAGE = {
  position: 'relative',
  height: 300,
  transform: 'translateZ(0)',
  overflow: 'hidden',
  borderRadius: 1,
  bgcolor: 'action.hover',
  p: 2,
} as const;
const panel = (width: number) =>
  ({
    position: 'absolute',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: `min(${width}px, 90%)`,
    bgcolor: 'background.paper',
    borderRadius: 1,
    boxShadow: 8,
    p: 3,
  }) as const;

export default function ModalNested() {
  const stageRef = React.useRef<HTMLDivElement>(null);
  const [outer, setOuter] = React.useState(false);
  const [inner, setInner] = React.useState(false);
  const container = () => stageRef.current;
  return (
    <Box ref={stageRef} sx={STAGE}>
      <Button variant="contained" onClick={() => setOuter(true)}>
        Edit order
      </Button>
      <Modal open={outer} onClose={() => setOuter(false)} container={container} aria-labelledby="modal-nested-outer">
        <Box sx={panel(400)} tabIndex={-1}>
          <Typography id="modal-nested-outer" variant="h6" component="h2">
            Order 1042
          </Typography>
          <Typography variant="body2" sx={{my: 1}}>
            Gravel frame, size 54, two accessories.
          </Typography>
          <Button onClick={() => setInner(true)}>Cancel order…</Button>
          <Modal open={inner} onClose={() => setInner(false)} container={container} aria-labelledby="modal-nested-inner">
            <Box sx={panel(260)} tabIndex={-1}>
              <Typography id="modal-nested-inner" variant="subtitle1" component="h3">
                Cancel order 1042?
              </Typography>
              <Typography variant="body2" sx={{my: 1}}>
                Only this inner modal closes on Escape.
              </Typography>
              <Button onClick={() => setInner(false)}>Keep order</Button>
            </Box>
          </Modal>
        </Box>
      </Modal>
    </Box>
  );
}
