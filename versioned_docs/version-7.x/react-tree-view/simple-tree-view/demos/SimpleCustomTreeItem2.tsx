import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem2, type TreeItem2Props} from '@mui/x-tree-view/TreeItem2';

interface MailboxProps extends TreeItem2Props {
  unread?: number;
}

// TreeItem2 takes a node as label: here the name and, when there is mail, an unread count.
const Mailbox = React.forwardRef(function Mailbox({unread, label, ...props}: MailboxProps, ref: React.Ref<HTMLLIElement>) {
  return (
    <TreeItem2
      ref={ref}
      {...props}
      label={
        <Box component="span" sx={{display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1}}>
          {label}
          {unread ? <Chip size="small" color="primary" label={unread} aria-label={`${unread} unread`} /> : null}
        </Box>
      }
    />
  );
});

export default function SimpleCustomTreeItem2() {
  return (
    <Box sx={{height: 260, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Mailboxes" defaultExpandedItems={['inbox']}>
        <Mailbox itemId="inbox" label="Inbox" unread={5}>
          <Mailbox itemId="inbox/orders" label="Orders" unread={3} />
          <Mailbox itemId="inbox/support" label="Support" unread={2} />
          <Mailbox itemId="inbox/receipts" label="Receipts" />
        </Mailbox>
        <Mailbox itemId="drafts" label="Drafts" />
        <Mailbox itemId="spam" label="Spam" unread={12} />
      </SimpleTreeView>
    </Box>
  );
}
