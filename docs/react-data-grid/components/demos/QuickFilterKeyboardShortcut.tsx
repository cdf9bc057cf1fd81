import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {DataGrid, QuickFilter, QuickFilterControl, QuickFilterTrigger, Toolbar, ToolbarButton, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(40, 125);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

/** "/" anywhere in the grid opens the search field and puts the cursor in it. */
function ShortcutToolbar() {
  const [expanded, setExpanded] = React.useState(false);
  const toolbarRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const grid = toolbarRef.current?.closest('.MuiDataGrid-root');
    const onKeyDown = (event: Event) => {
      const key = event as KeyboardEvent;
      const target = key.target as HTMLElement;
      if (key.key !== '/' || target.tagName === 'INPUT' || target.isContentEditable) return;
      key.preventDefault();
      // QuickFilter moves the focus into its control whenever it expands.
      setExpanded(true);
    };
    grid?.addEventListener('keydown', onKeyDown);
    return () => grid?.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Toolbar ref={toolbarRef}>
      <Typography variant="body2" sx={{flex: 1}}>
        Click a cell, then press <kbd>/</kbd> to search
      </Typography>
      <QuickFilter expanded={expanded} onExpandedChange={setExpanded}>
        <QuickFilterTrigger
          render={(props, state) => (
            <ToolbarButton {...props} aria-label="Search (/)" style={{display: state.expanded ? 'none' : 'inline-flex'}}>
              <SearchIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
        <QuickFilterControl
          render={({ref, ...controlProps}, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search…"
              aria-label="Search"
              sx={{display: state.expanded ? 'inline-flex' : 'none', width: 200}}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterKeyboardShortcut() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} slots={{toolbar: ShortcutToolbar}} showToolbar hideFooter />
    </Box>
  );
}
