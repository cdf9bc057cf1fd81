import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, type TreeItemProps} from '@mui/x-tree-view/TreeItem';
import {useTreeItemModel} from '@mui/x-tree-view/hooks';
import {ORG_CHART, type Employee} from '@site/src/demo-data/tree-org-chart';

/** The item reads its full record (role, leave status) from the tree with useTreeItemModel. */
const PersonItem = React.forwardRef(function PersonItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const person = useTreeItemModel<Employee>(props.itemId);
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{py: 0.25}}>
          <Typography variant="body2">
            {person?.name}
            {person?.onLeave ? ' 🌴' : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {person?.role}
          </Typography>
        </Box>
      }
    />
  );
});

const getItemId = (person: Employee) => person.employeeId;
const getItemLabel = (person: Employee) => person.name;
const getItemChildren = (person: Employee) => person.reports;

export default function ItemCustomUseTreeItemModel() {
  return (
    <Box sx={{height: 340, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Organisation chart"
        items={ORG_CHART}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['e-100', 'e-120']}
        slots={{item: PersonItem}}
      />
    </Box>
  );
}
