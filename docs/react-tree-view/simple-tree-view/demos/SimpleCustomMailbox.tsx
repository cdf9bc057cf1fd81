import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {SvgIconComponent} from '@mui/icons-material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem, type TreeItemProps} from '@mui/x-tree-view/TreeItem';

interface MailItemProps extends Omit<TreeItemProps, 'label'> {
  label: string;
  icon: SvgIconComponent;
  unread?: number;
}

/** A mail folder row: an icon, the folder name and an unread count, built from the label slot's content. */
const MailItem = React.forwardRef(function MailItem({label, icon: Icon, unread, ...other}: MailItemProps, ref: React.Ref<HTMLLIElement>) {
  return (
    <TreeItem
      {...other}
      ref={ref}
      label={
        <Box sx={{display: 'flex', alignItems: 'center', gap: 1, py: 0.25}}>
          <Icon fontSize="small" color="action" />
          <Typography variant="body2" sx={{flexGrow: 1, fontWeight: unread ? 600 : 400}}>
            {label}
          </Typography>
          {unread ? (
            <Typography variant="caption" color="primary">
              {unread}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
});

export default function SimpleCustomMailbox() {
  return (
    <Box sx={{height: 300, maxWidth: 360, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Mail folders" defaultExpandedItems={['labels']} defaultSelectedItems="inbox">
        <MailItem itemId="inbox" label="Inbox" icon={InboxOutlined} unread={12} />
        <MailItem itemId="sent" label="Sent" icon={SendOutlined} />
        <MailItem itemId="labels" label="Labels" icon={LabelOutlined}>
          <MailItem itemId="labels/travel" label="Travel" icon={LabelOutlined} unread={2} />
          <MailItem itemId="labels/receipts" label="Receipts" icon={LabelOutlined} />
        </MailItem>
        <MailItem itemId="bin" label="Bin" icon={DeleteOutline} />
      </SimpleTreeView>
    </Box>
  );
}
