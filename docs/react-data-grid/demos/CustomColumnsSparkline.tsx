import * as React from 'react';
import Box from '@mui/material/Box';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {DataGrid, type GridColDef, type GridColTypeDef, type GridRenderCellParams} from '@mui/x-data-grid';
import {createRandom, integerBetween} from '@site/src/demo-data/random';

interface ProductTrend {
  id: number;
  product: string;
  weekly: number[];
  monthly: number[];
}

const PRODUCTS = ['Gravel bike', 'City bike', 'Cargo bike', 'Helmet', 'Rain jacket', 'Saddle', 'Chain', 'Brake pads'];

function createTrends(seed: number): ProductTrend[] {
  const random = createRandom(seed);
  return PRODUCTS.map((product, index) => {
    const base = integerBetween(random, 10, 60);
    const walk = (length: number) =>
      Array.from({length}, (_, step) => Math.max(0, base + Math.round(Math.sin(step / 2 + index) * 8) + integerBetween(random, -6, 6)));
    return {id: index + 1, product, weekly: walk(12), monthly: walk(12)};
  });
}

const rows = createTrends(171);

/**
 * A reusable column type for series of numbers: a sparkline in the cell, the latest figure as the
 * text used for filtering and export, and no sorting (a series has no natural order).
 */
const sparklineColumn: GridColTypeDef<number[], string> = {
  type: 'custom',
  sortable: false,
  filterable: false,
  valueFormatter: (value: number[]) => (value ? `latest ${value[value.length - 1]}` : ''),
  renderCell: ({value}: GridRenderCellParams<ProductTrend, number[], string>) =>
    value ? <SparkLineChart data={value} height={40} width={140} /> : null,
};

const columns: GridColDef<ProductTrend>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 140},
  {field: 'weekly', headerName: 'Units per week', width: 160, ...sparklineColumn},
  {
    field: 'monthly',
    headerName: 'Units per month',
    width: 160,
    ...sparklineColumn,
    renderCell: ({value}: GridRenderCellParams<ProductTrend, number[], string>) =>
      value ? <SparkLineChart data={value} height={40} width={140} plotType="bar" /> : null,
  },
];

export default function CustomColumnsSparkline() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
