import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {PieChart} from '@mui/x-charts/PieChart';
import {generationMix2023} from '@site/src/demo-data/charts-energy';

const mix = generationMix2023();

function Control(props: {id: string; value: number; max: number; onChange: (v: number) => void}) {
  return (
    <Stack sx={{flex: 1, minWidth: 140}}>
      <Typography id={props.id} variant="body2">
        {props.id}: {props.value}
      </Typography>
      <Slider aria-labelledby={props.id} value={props.value} max={props.max} onChange={(_, v) => props.onChange(v as number)} />
    </Stack>
  );
}

export default function PieDonutShape() {
  const [innerRadius, setInnerRadius] = React.useState(60);
  const [paddingAngle, setPaddingAngle] = React.useState(2);
  const [cornerRadius, setCornerRadius] = React.useState(5);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={3} useFlexGap sx={{px: 2, flexWrap: 'wrap'}}>
        <Control id="innerRadius" value={innerRadius} max={100} onChange={setInnerRadius} />
        <Control id="paddingAngle" value={paddingAngle} max={10} onChange={setPaddingAngle} />
        <Control id="cornerRadius" value={cornerRadius} max={20} onChange={setCornerRadius} />
      </Stack>
      <PieChart height={260} margin={{right: 130}} series={[{data: mix, innerRadius, outerRadius: 110, paddingAngle, cornerRadius}]} />
    </Stack>
  );
}
