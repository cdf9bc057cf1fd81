import * as React from 'react';
import Box from '@mui/material/Box';
import {alpha, styled} from '@mui/material/styles';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeItem, type UseTreeItemParameters} from '@mui/x-tree-view/useTreeItem';
import {TreeItemProvider} from '@mui/x-tree-view/TreeItemProvider';
import {ORG_CHART, type Employee} from '@site/src/demo-data/tree-org-chart';

/** Own elements only: the hook's prop getters carry roles, ARIA attributes and handlers. */
const Row = styled('div')(({theme}) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 1),
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  '&[data-selected]': {backgroundColor: alpha(theme.palette.primary.main, 0.15)},
  '&[data-focused]': {outline: `2px solid ${(theme.vars || theme).palette.primary.main}`},
}));

type ItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const PersonItem = React.forwardRef(function PersonItem(props: ItemProps, ref: React.Ref<HTMLLIElement>) {
  const {id, itemId, label, disabled, children, ...other} = props;
  const {getContextProviderProps, getRootProps, getContentProps, getLabelProps, getIconContainerProps, getGroupTransitionProps, status} =
    useTreeItem({id, itemId, label, disabled, children, rootRef: ref});

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <Box {...getRootProps(other)} component="li" sx={{listStyle: 'none'}}>
        <Row {...getContentProps()}>
          <Box {...getIconContainerProps()} component="span" sx={{display: 'flex', width: 20}}>
            {status.expandable ? (
              <ChevronRight fontSize="small" sx={{transform: status.expanded ? 'rotate(90deg)' : 'none', transition: 'transform 150ms'}} />
            ) : null}
          </Box>
          <Box {...getLabelProps()} component="span" />
        </Row>
        {children ? (
          <Box {...getGroupTransitionProps()} component="ul" sx={{m: 0, pl: 2, display: status.expanded ? 'block' : 'none'}} />
        ) : null}
      </Box>
    </TreeItemProvider>
  );
});

const getItemId = (person: Employee) => person.employeeId;
const getItemLabel = (person: Employee) => `${person.name} · ${person.role}`;
const getItemChildren = (person: Employee) => person.reports;

export default function ItemCustomUseTreeItem() {
  return (
    <Box sx={{height: 320, maxWidth: 480, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Organisation chart"
        items={ORG_CHART}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['e-100']}
        slots={{item: PersonItem}}
      />
    </Box>
  );
}
