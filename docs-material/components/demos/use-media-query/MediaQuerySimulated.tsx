import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type {Theme} from '@mui/material/styles';

/**
 * A stand-in for window.matchMedia that answers min-width/max-width queries for a chosen width:
 * how a test (or this demo) decides what the hook sees. The width never changes after creation,
 * so the change listeners are never called.
 */
function matchMediaAt(width: number) {
  return (query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}

function Layout({width}: {width: number}) {
  const matchMedia = React.useMemo(() => matchMediaAt(width), [width]);
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), {matchMedia});
  return (
    <Typography variant="body2">
      At {width} px the layout is <strong>{desktop ? 'two columns' : 'one column'}</strong>.
    </Typography>
  );
}

export default function MediaQuerySimulated() {
  const [width, setWidth] = React.useState(820);
  return (
    <Box sx={{maxWidth: 420}}>
      <Typography id="simulated-width" variant="body2" gutterBottom>
        Simulated window width
      </Typography>
      <Slider
        aria-labelledby="simulated-width"
        value={width}
        min={320}
        max={1600}
        step={20}
        onChange={(_, value) => setWidth(value as number)}
        valueLabelDisplay="auto"
      />
      <Layout width={width} />
    </Box>
  );
}
