import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef, type GridColumnVisibilityModel} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(20, 23);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Price', type: 'number', width: 110},
  {field: 'restockedOn', headerName: 'Restocked', type: 'date', width: 130},
];

const OPTIONAL: {field: keyof InventoryRow; label: string}[] = [
  {field: 'category', label: 'Category'},
  {field: 'unitPrice', label: 'Price'},
  {field: 'restockedOn', label: 'Restocked'},
];

export default function VisibilityControlledSwitches() {
  // A field missing from the model is visible; only `false` hides a column.
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({restockedOn: false});

  return (
    <Box sx={{width: '100%'}}>
      <FormGroup row sx={{mb: 1}}>
        {OPTIONAL.map(({field, label}) => (
          <FormControlLabel
            key={field}
            label={label}
            control={
              <Switch
                checked={model[field] !== false}
                onChange={(event) => setModel((prev) => ({...prev, [field]: event.target.checked}))}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{height: 330}}>
        <DataGrid rows={rows} columns={columns} columnVisibilityModel={model} onColumnVisibilityModelChange={setModel} hideFooter />
      </Box>
    </Box>
  );
}
