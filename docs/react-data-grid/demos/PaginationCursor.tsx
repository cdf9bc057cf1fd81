import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPaginationModel} from '@mui/x-data-grid';
import type {StaffRow} from '@site/src/demo-data/staff-directory';
import {fetchStaffAfter} from '@site/src/demo-data/grid-a-cursor-server';

const PAGE_SIZE = 10;

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
];

export default function PaginationCursor() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: PAGE_SIZE});
  const [rows, setRows] = React.useState<StaffRow[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  // Cursor that starts each page we have seen: page 0 starts at null.
  const cursors = React.useRef<(string | null)[]>([null]);

  React.useEffect(() => {
    const cursor = cursors.current[paginationModel.page];
    if (cursor === undefined) return; // a page we have no cursor for: the footer never asks for it
    let current = true;
    setLoading(true);
    fetchStaffAfter(cursor, PAGE_SIZE).then((page) => {
      if (!current) return;
      cursors.current[paginationModel.page + 1] = page.nextCursor;
      setRows(page.rows);
      setHasNextPage(page.nextCursor !== null);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel.page]);

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        // The total is unknown: -1, plus what we do know, whether there is a next page.
        rowCount={-1}
        paginationMeta={{hasNextPage}}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[PAGE_SIZE]}
        loading={loading}
        density="compact"
      />
    </Box>
  );
}
