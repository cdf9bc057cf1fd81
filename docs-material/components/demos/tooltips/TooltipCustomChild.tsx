import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

// Tooltip attaches listeners and a ref to its child: a custom component must pass both on.
function StockBadge({count, ...props}: {count: number} & React.HTMLAttributes<HTMLSpanElement> & {ref?: React.Ref<HTMLSpanElement>}) {
  return (
    <Box
      component="span"
      tabIndex={0}
      {...props}
      sx={{
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        bgcolor: count > 0 ? 'success.main' : 'error.main',
        color: count > 0 ? 'success.contrastText' : 'error.contrastText',
        typography: 'body2',
      }}
    >
      {count > 0 ? `${count} in stock` : 'Sold out'}
    </Box>
  );
}

export default function TooltipCustomChild() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Counted at closing on Friday">
        <StockBadge count={7} />
      </Tooltip>
      <Tooltip title="Next delivery on 14 March">
        <StockBadge count={0} />
      </Tooltip>
    </Stack>
  );
}
