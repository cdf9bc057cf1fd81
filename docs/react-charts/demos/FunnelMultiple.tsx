import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';

// Two series: the desktop funnel is drawn over the mobile one, both on the same scale.
// The legend would list every section of both, so it is hidden: the tooltip names the series.
export default function FunnelMultiple() {
  return (
    <FunnelChart
      height={320}
      hideLegend
      sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
      series={[
        {id: 'mobile', label: 'Mobile', data: shopFunnel('mobile'), variant: 'outlined', sectionLabel: false},
        {
          id: 'desktop',
          label: 'Desktop',
          data: shopFunnel('desktop').map((s) => ({...s, color: '#1565c0'})),
          sectionLabel: {position: {horizontal: 'center'}},
        },
      ]}
    />
  );
}
