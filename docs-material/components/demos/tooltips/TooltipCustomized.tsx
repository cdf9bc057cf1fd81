import * as React from 'react';
import {styled} from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip, {tooltipClasses, type TooltipProps} from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

// The tooltip renders in a portal, so styles go on the popper's class name, not on a wrapper.
const LightTooltip = styled(({className, ...props}: TooltipProps) => <Tooltip {...props} classes={{popper: className}} />)(({theme}) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: (theme.vars || theme).palette.background.paper,
    color: (theme.vars || theme).palette.text.primary,
    boxShadow: theme.shadows[2],
    fontSize: 13,
  },
}));

const RichTooltip = styled(({className, ...props}: TooltipProps) => <Tooltip {...props} classes={{popper: className}} />)(({theme}) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: (theme.vars || theme).palette.background.paper,
    color: (theme.vars || theme).palette.text.primary,
    maxWidth: 240,
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
    padding: theme.spacing(1.5),
  },
}));

export default function TooltipCustomized() {
  return (
    <Stack direction="row" spacing={2}>
      <LightTooltip describeChild title="Opens at 9:00 on Saturdays">
        <Button>Light</Button>
      </LightTooltip>
      <RichTooltip
        describeChild
        title={
          <>
            <Typography variant="subtitle2">Full service</Typography>
            <Typography variant="body2">
              Gears and brakes adjusted, wheels trued, bearings checked. <b>About two hours.</b>
            </Typography>
          </>
        }
      >
        <Button>With formatted text</Button>
      </RichTooltip>
    </Stack>
  );
}
