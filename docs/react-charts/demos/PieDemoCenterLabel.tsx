import {styled} from '@mui/material/styles';
import {PieChart} from '@mui/x-charts/PieChart';
import {useDrawingArea} from '@mui/x-charts/hooks';
import {generationMix2023, LOW_CARBON} from '@site/src/demo-data/charts-energy';

const mix = generationMix2023();
const total = mix.reduce((sum, s) => sum + s.value, 0);
const lowCarbonShare = mix.filter((s) => LOW_CARBON.includes(s.id)).reduce((sum, s) => sum + s.value, 0) / total;

const CenterText = styled('text')(({theme}) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

/** Drawn inside the chart's SVG, at the centre of its drawing area. */
function CenterLabel() {
  const {left, top, width, height} = useDrawingArea();
  return (
    <g>
      <CenterText x={left + width / 2} y={top + height / 2 - 10} fontSize={26} fontWeight={700}>
        {`${Math.round(lowCarbonShare * 100)}%`}
      </CenterText>
      <CenterText x={left + width / 2} y={top + height / 2 + 16} fontSize={12}>
        low-carbon
      </CenterText>
    </g>
  );
}

export default function PieDemoCenterLabel() {
  return (
    <PieChart height={280} series={[{data: mix, innerRadius: 75, valueFormatter: (item) => `${item.value.toLocaleString('en-US')} TWh`}]}>
      <CenterLabel />
    </PieChart>
  );
}
