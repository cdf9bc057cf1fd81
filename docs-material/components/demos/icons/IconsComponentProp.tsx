import * as React from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';

// An SVG exported by a design tool as a component, with its own 32 x 32 viewBox. In an app it
// would come from an .svg file through a loader such as SVGR.
function ValveCapSvg(props: React.SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" {...props}>
      <rect x="10" y="4" width="12" height="14" rx="2" />
      <rect x="13" y="18" width="6" height="10" opacity=".6" />
    </svg>
  );
}

export default function IconsComponentProp() {
  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      {/* inheritViewBox keeps the component's own 0 0 32 32 instead of the default 0 0 24 24. */}
      <SvgIcon component={ValveCapSvg} inheritViewBox />
      <SvgIcon component={ValveCapSvg} inheritViewBox color="primary" fontSize="large" />
    </Stack>
  );
}
