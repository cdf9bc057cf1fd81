import * as React from 'react';
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
    <div className="max-w-[360px] rounded-2xl border border-sky-200 bg-sky-50 p-5 shadow-md dark:border-sky-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-2">
        <p className="m-0 text-sm font-medium text-slate-600 dark:text-slate-300">Station shop, this year</p>
        <div role="group" aria-label="Metric" className="inline-flex overflow-hidden rounded-lg border border-sky-300">
          {(Object.keys(METRICS) as Metric[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={metric === key}
              onClick={() => setMetric(key)}
              className={`cursor-pointer border-0 px-3 py-1 text-xs font-semibold ${
                metric === key ? 'bg-sky-600 text-white' : 'bg-transparent text-sky-800 dark:text-sky-200'
              }`}
            >
              {METRICS[key].label}
            </button>
          ))}
        </div>
      </div>
      <p className="m-0 mt-2 text-3xl font-bold text-slate-900 dark:text-white" data-testid="card-total">
        {total.toLocaleString('en-US')} {METRICS[metric].unit}
      </p>
      <SparkLineChart data={values} height={64} area showHighlight showTooltip />
    </div>
  );
}
