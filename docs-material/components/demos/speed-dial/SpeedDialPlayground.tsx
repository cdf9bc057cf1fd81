import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, {type CloseReason, type OpenReason, type SpeedDialProps} from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Switch from '@mui/material/Switch';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

const ACTIONS = [
  {name: 'Copy', icon: <ContentCopyIcon />},
  {name: 'Print', icon: <PrintIcon />},
  {name: 'Share', icon: <ShareIcon />},
];

const PLACEMENT: Record<NonNullable<SpeedDialProps['direction']>, object> = {
  up: {bottom: 16, left: '50%', transform: 'translateX(-50%)'},
  down: {top: 16, left: '50%', transform: 'translateX(-50%)'},
  left: {right: 16, top: '50%', transform: 'translateY(-50%)'},
  right: {left: 16, top: '50%', transform: 'translateY(-50%)'},
};

export default function SpeedDialPlayground() {
  const [direction, setDirection] = React.useState<NonNullable<SpeedDialProps['direction']>>('up');
  const [hidden, setHidden] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={{display: 'flex', gap: 3, flexWrap: 'wrap'}}>
      <Box>
        <FormControlLabel control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />} label="Hidden" />
        <FormLabel id="speed-dial-direction" sx={{display: 'block', mt: 1}}>
          Direction
        </FormLabel>
        <RadioGroup
          aria-labelledby="speed-dial-direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as typeof direction)}
        >
          {(['up', 'right', 'down', 'left'] as const).map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
          ))}
        </RadioGroup>
      </Box>
      <Box sx={{position: 'relative', flex: 1, minWidth: 260, height: 300, border: 1, borderColor: 'divider', borderRadius: 2}}>
        <SpeedDial
          ariaLabel="Document actions"
          hidden={hidden}
          icon={<SpeedDialIcon />}
          direction={direction}
          open={open}
          onOpen={(_event, reason: OpenReason) => reason === 'toggle' && setOpen(true)}
          onClose={(_event, reason: CloseReason) => reason !== 'mouseLeave' && setOpen(false)}
          sx={{position: 'absolute', ...PLACEMENT[direction]}}
        >
          {ACTIONS.map((action) => (
            <SpeedDialAction
              key={action.name}
              icon={action.icon}
              slotProps={{tooltip: {title: action.name}}}
              onClick={() => setOpen(false)}
            />
          ))}
        </SpeedDial>
      </Box>
    </Box>
  );
}
