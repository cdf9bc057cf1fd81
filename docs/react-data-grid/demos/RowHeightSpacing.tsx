import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, gridClasses, type GridColDef, type GridRowSpacingParams} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(20, 201);
const GAP_PX = 8;

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

// Space above and below every row, except above the first and below the last one in view.
const getRowSpacing = ({isFirstVisible, isLastVisible}: GridRowSpacingParams) => ({
  top: isFirstVisible ? 0 : GAP_PX / 2,
  bottom: isLastVisible ? 0 : GAP_PX / 2,
});

type SpacingType = 'margin' | 'border';

export default function RowHeightSpacing() {
  const [type, setType] = React.useState<SpacingType>('margin');
  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={type}
        onChange={(_event, value: SpacingType | null) => value && setType(value)}
        sx={{mb: 1}}
        aria-label="rowSpacingType"
      >
        <ToggleButton value="margin">margin</ToggleButton>
        <ToggleButton value="border">border</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={type}
          hideFooter
          // With 'margin' the gaps show the grid's background; rows get a background of their own.
          sx={(theme) => ({
            bgcolor: (theme.vars || theme).palette.action.hover,
            [`& .${gridClasses.row}`]:
              type === 'border'
                ? {borderColor: (theme.vars || theme).palette.divider}
                : {bgcolor: (theme.vars || theme).palette.background.paper},
          })}
        />
      </Box>
    </Box>
  );
}
