import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {TROPHIC_LEVELS} from '@site/src/demo-data/charts-ecology';

// Each level keeps about a tenth of the energy of the one below: the classic pyramid of energy.
export default function PyramidBasic() {
  return (
    <FunnelChart
      height={320}
      slotProps={{legend: {direction: 'vertical', position: {vertical: 'middle', horizontal: 'end'}}}}
      series={[
        {
          // Top level first, so the pyramid stands on its widest level.
          data: [...TROPHIC_LEVELS].reverse(),
          funnelDirection: 'increasing',
          curve: 'pyramid',
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} kcal/m²/yr`,
          sectionLabel: false,
        },
      ]}
    />
  );
}
