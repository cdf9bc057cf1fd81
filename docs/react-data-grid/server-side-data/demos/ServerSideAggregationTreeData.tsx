import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridDataSource, type GridValidRowModel} from '@mui/x-data-grid-premium';
import {aggregate, createEmployeeRows, type FakeRow} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {employeeColumns} from './serverDemoColumns';
import {serverAggregationFunctions} from './serverAggregation';

const rows = createEmployeeRows();
const treePath = (row: FakeRow) => row.path as string[];

/** The server's side: a person's figure covers them and everyone below them in the tree. */
function subtreeOf(row: FakeRow): FakeRow[] {
  const path = treePath(row);
  return rows.filter((other) => path.every((key, index) => treePath(other)[index] === key));
}

function withAggregates(row: FakeRow, model: Record<string, string>): FakeRow {
  const team = subtreeOf(row);
  return {...row, aggregates: Object.fromEntries(Object.entries(model).map(([field, fn]) => [field, aggregate(team, field, fn)]))};
}

export default function ServerSideAggregationTreeData() {
  const server = useFakeGridServer({rows, treePath, settings: {latencyMs: 400}});
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await server.getRows(params);
        const model = params.aggregationModel ?? {};
        return {
          ...response,
          rows: response.rows.map((row) => withAggregates(row, model)),
          // The footer: the whole company.
          aggregateRow: {aggregates: Object.fromEntries(Object.entries(model).map(([field, fn]) => [field, aggregate(rows, field, fn)]))},
        };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childrenCount,
      // Aggregated values travel in `aggregates`, beside the person's own salary.
      getAggregatedValue: (row: GridValidRowModel, field: string) => row.aggregates?.[field],
    }),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 400}}>
        <DataGridPremium
          treeData
          columns={employeeColumns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          groupingColDef={{headerName: 'Employee', width: 240}}
          initialState={{aggregation: {model: {salary: 'sum'}}}}
          onDataSourceError={() => undefined}
        />
      </Box>
    </Box>
  );
}
