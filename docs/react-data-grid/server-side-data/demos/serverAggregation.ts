/** The aggregation functions the fake server implements, as the grid needs them declared (not a demo itself). */
import type {GridAggregationFunctionDataSource, GridValidRowModel} from '@mui/x-data-grid-premium';

// No `apply`: the server computes the values. The grid only needs names, labels and column types.
export const serverAggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: {columnTypes: ['number']},
  avg: {columnTypes: ['number']},
  min: {columnTypes: ['number']},
  max: {columnTypes: ['number']},
  size: {},
};

/** The fake server puts aggregated values on group rows and the aggregate row under the column's field. */
export const readAggregatedValue = (row: GridValidRowModel, field: string) => row[field];
