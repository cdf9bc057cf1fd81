import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {createMonthlySales} from '@site/src/demo-data/sales';

const sales = createMonthlySales();

type Metric = 'station' | 'orders';

const METRICS: Record<Metric, {label: string; unit: string}> = {
  station: {label: 'Revenue', unit: 'k$'},
  orders: {label: 'Orders', unit: 'orders'},
};

export default function SalesSummaryCard() {
  const [metric, setMetric] = React.useState<Metric>('station');
  const values = sales.map((month) => month[metric]);
  const total = values.reduce((sum, value) => sum + value, 0);

  return (
    <Box
      sx={{
        maxWidth: 360,
        p: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Box sx={{display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1}}>
        <Typography variant="subtitle2" color="text.secondary">
          Station shop, this year
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={metric}
          onChange={(_event, next: Metric | null) => next && setMetric(next)}
          aria-label="Metric"
        >
          {(Object.keys(METRICS) as Metric[]).map((key) => (
            <ToggleButton key={key} value={key}>
              {METRICS[key].label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Typography variant="h4" component="p" sx={{mt: 1, fontWeight: 'bold'}} data-testid="card-total">
        {total.toLocaleString('en-US')} {METRICS[metric].unit}
      </Typography>
      <SparkLineChart data={values} height={64} area showHighlight showTooltip />
    </Box>
  );
}
