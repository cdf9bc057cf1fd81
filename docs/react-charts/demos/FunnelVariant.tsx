import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';

type Variant = 'filled' | 'outlined';

export default function FunnelVariant() {
  const [variant, setVariant] = React.useState<Variant>('outlined');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_e, v: Variant | null) => v && setVariant(v)}
        aria-label="variant"
      >
        <ToggleButton value="filled">filled</ToggleButton>
        <ToggleButton value="outlined">outlined</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        gap={4}
        series={[{data: shopFunnel('all'), variant}]}
        sx={{'& text': {fill: 'currentColor'}, color: 'text.primary'}}
      />
    </Stack>
  );
}
