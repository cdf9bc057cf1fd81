import * as React from 'react';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {createMonthlySales} from '@site/src/demo-data/sales';
import classes from './SalesSummaryCard.module.css';

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
    <div className={classes.card}>
      <div className={classes.header}>
        <p className={classes.caption}>Station shop, this year</p>
        <div role="group" aria-label="Metric" className={classes.toggle}>
          {(Object.keys(METRICS) as Metric[]).map((key) => (
            <button key={key} type="button" aria-pressed={metric === key} onClick={() => setMetric(key)} className={classes.toggleButton}>
              {METRICS[key].label}
            </button>
          ))}
        </div>
      </div>
      <p className={classes.total} data-testid="card-total">
        {total.toLocaleString('en-US')} {METRICS[metric].unit}
      </p>
      <SparkLineChart data={values} height={64} area showHighlight showTooltip />
    </div>
  );
}
