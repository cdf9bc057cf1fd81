import * as React from 'react';
import Box from '@mui/material/Box';
import type {SvgIconProps} from '@mui/material/SvgIcon';
import ArrowCircleUpIcon from '@mui/icons-material/ArrowCircleUp';
import ArrowCircleDownIcon from '@mui/icons-material/ArrowCircleDown';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import TuneIcon from '@mui/icons-material/Tune';
import {DataGrid, type GridBaseIconProps, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(20, 83);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 120},
];

// An icon slot receives the grid's icon props (class name, font size, accessible title); Material
// UI icons accept them, with a small wrapper for the types.
const SortedUpIcon = (props: GridBaseIconProps) => <ArrowCircleUpIcon {...(props as SvgIconProps)} />;
const SortedDownIcon = (props: GridBaseIconProps) => <ArrowCircleDownIcon {...(props as SvgIconProps)} />;
const MenuIcon = (props: GridBaseIconProps) => <MenuOpenIcon {...(props as SvgIconProps)} />;
const FiltersIcon = (props: GridBaseIconProps) => <TuneIcon {...(props as SvgIconProps)} />;

// Icons are slots like any other: pass a component, and the grid renders it where that icon goes.
const slots = {
  columnSortedAscendingIcon: SortedUpIcon,
  columnSortedDescendingIcon: SortedDownIcon,
  columnMenuIcon: MenuIcon,
  openFilterButtonIcon: FiltersIcon,
  columnFilteredIcon: FiltersIcon,
};

export default function ComponentsSlotIcons() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={slots}
        showToolbar
        hideFooter
        initialState={{
          sorting: {sortModel: [{field: 'inStock', sort: 'desc'}]},
          filter: {filterModel: {items: [{field: 'category', operator: 'isAnyOf', value: ['Parts', 'Wheels']}]}},
        }}
      />
    </Box>
  );
}
