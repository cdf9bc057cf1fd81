import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItem2Content,
  TreeItem2GroupTransition,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
} from '@mui/x-tree-view/TreeItem2';
import {TreeItem2Icon} from '@mui/x-tree-view/TreeItem2Icon';
import {TreeItem2Provider} from '@mui/x-tree-view/TreeItem2Provider';
import {useTreeItem2} from '@mui/x-tree-view/useTreeItem2';

// useTreeItem2 gives the props of each part; the markup between them is ours (here an avatar).
interface PersonItemProps {
  itemId: string;
  label: string;
  children?: React.ReactNode;
}

const PersonItem = React.forwardRef(function PersonItem({itemId, label, children}: PersonItemProps, ref: React.Ref<HTMLLIElement>) {
  const {getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status} = useTreeItem2({
    itemId,
    label,
    children,
    rootRef: ref,
  });

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps()}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <Box sx={{display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1}}>
            <Avatar sx={{width: 24, height: 24, fontSize: 12, bgcolor: 'primary.main'}}>{label.slice(0, 1)}</Avatar>
            <TreeItem2Label {...getLabelProps()} />
          </Box>
        </TreeItem2Content>
        {children ? <TreeItem2GroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function SimpleCustomHeadless() {
  return (
    <Box sx={{height: 260, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Choir sections" defaultExpandedItems={['sopranos', 'tenors']}>
        <PersonItem itemId="sopranos" label="Sopranos">
          <PersonItem itemId="sopranos/ines" label="Inès" />
          <PersonItem itemId="sopranos/mei" label="Mei" />
        </PersonItem>
        <PersonItem itemId="tenors" label="Tenors">
          <PersonItem itemId="tenors/oskar" label="Oskar" />
          <PersonItem itemId="tenors/rahul" label="Rahul" />
        </PersonItem>
      </SimpleTreeView>
    </Box>
  );
}
