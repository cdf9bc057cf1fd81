import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(16, 53);

/** Shows the text cut to the column's width; on hover, the whole text in a card over the cell. */
function ExpandableText({value, colDef}: GridRenderCellParams<TeamMember, string>) {
  const cellRef = React.useRef<HTMLDivElement>(null);
  const textRef = React.useRef<HTMLSpanElement>(null);
  const [open, setOpen] = React.useState(false);

  const show = () => {
    const text = textRef.current;
    // Only when the text does not fit: a card that repeats a short text is noise.
    if (text && text.scrollWidth > text.clientWidth) setOpen(true);
  };

  return (
    <Box
      ref={cellRef}
      onMouseEnter={show}
      onMouseLeave={() => setOpen(false)}
      sx={{width: '100%', height: '100%', display: 'flex', alignItems: 'center'}}
    >
      <Box component="span" ref={textRef} sx={{overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap'}}>
        {value}
      </Box>
      <Popper open={open} anchorEl={cellRef.current} placement="bottom-start" style={{zIndex: 1500}}>
        <Paper elevation={4} sx={{p: 1.5, width: Math.max(Number(colDef.computedWidth), 280)}}>
          <Typography variant="body2">{value}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', width: 150},
  {field: 'role', headerName: 'Role', width: 150},
  {
    field: 'bio',
    headerName: 'About',
    flex: 1,
    minWidth: 200,
    renderCell: (params: GridRenderCellParams<TeamMember, string>) => <ExpandableText {...params} />,
  },
];

export default function ColumnDefinitionExpandCell() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
