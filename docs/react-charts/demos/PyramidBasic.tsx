import useMediaQuery from '@mui/material/useMediaQuery';
import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {TROPHIC_LEVELS} from '@site/src/demo-data/charts-ecology';

// Each level keeps about a tenth of the energy of the one below: the classic pyramid of energy.
export default function PyramidBasic() {
  // On a phone a legend beside the chart would leave the pyramid a sliver: it moves below, and the
  // drawing gives up the room the legend takes, so the demo keeps its height.
  const narrow = useMediaQuery('(max-width: 599.95px)', {noSsr: true});
  return (
    <FunnelChart
      height={narrow ? 200 : 320}
      slotProps={{
        // A vertical legend always sits beside the chart; a horizontal one goes above or below it.
        legend: narrow
          ? {direction: 'horizontal', position: {vertical: 'bottom', horizontal: 'start'}}
          : {direction: 'vertical', position: {vertical: 'middle', horizontal: 'end'}},
      }}
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
