import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridListViewColDef} from '@mui/x-data-grid-pro';
import {createEmployeeRows, type EmployeeRow} from '@site/src/demo-data/fake-grid-server';

const rows = createEmployeeRows();
const NARROW_WIDTH_PX = 480;

const columns: GridColDef<EmployeeRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'title', headerName: 'Title', width: 150},
  {field: 'location', headerName: 'Location', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

const listViewColumn: GridListViewColDef<EmployeeRow> = {
  field: 'summary',
  renderCell: ({row}) => (
    <Box sx={{py: 1}}>
      <Typography variant="body2" sx={{fontWeight: 500}}>
        {row.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.title}, {row.location}
      </Typography>
    </Box>
  ),
};

/** Width of an element, updated when it resizes. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = React.useState(0);
  React.useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export default function ListViewToggle() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const width = useWidth(containerRef);
  // "auto" follows the container width; the switch lets the reader force either view.
  const [forced, setForced] = React.useState<boolean | null>(null);
  const listView = forced ?? (width > 0 && width < NARROW_WIDTH_PX);

  return (
    <Box ref={containerRef} sx={{width: '100%'}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 1}}>
        <FormControlLabel control={<Switch checked={listView} onChange={(event) => setForced(event.target.checked)} />} label="List view" />
        <Typography variant="caption" color="text.secondary">
          {forced === null ? `Automatic: list below ${NARROW_WIDTH_PX} px (now ${Math.round(width)} px)` : 'Chosen by hand'}
        </Typography>
      </Box>
      <Box sx={{height: 380}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={listView}
          listViewColumn={listViewColumn}
          getRowHeight={() => (listView ? 56 : null)}
        />
      </Box>
    </Box>
  );
}
