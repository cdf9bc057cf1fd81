import * as React from 'react';
import Box from '@mui/material/Box';
import {alpha, styled} from '@mui/material/styles';
import type {SvgIconComponent} from '@mui/icons-material';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, treeItemClasses, type TreeItemProps} from '@mui/x-tree-view/TreeItem';
import {useTreeItemModel} from '@mui/x-tree-view/hooks';
import {FILE_SYSTEM, type FileKind, type FileNode} from '@site/src/demo-data/tree-file-system';

const ICONS: Record<Exclude<FileKind, 'folder'>, SvgIconComponent> = {
  code: CodeRounded,
  image: ImageOutlined,
  doc: ArticleOutlined,
  pdf: PictureAsPdfOutlined,
  config: SettingsOutlined,
};

const StyledItem = styled(TreeItem)(({theme}) => ({
  [`& .${treeItemClasses.content}`]: {gap: theme.spacing(1), padding: theme.spacing(0.5, 1)},
  [`& .${treeItemClasses.groupTransition}`]: {marginLeft: 14, borderLeft: `1px dashed ${alpha(theme.palette.text.primary, 0.2)}`},
}));

/** Folders open and close their own icon; files get an icon for their kind. */
const ExplorerItem = React.forwardRef(function ExplorerItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const node = useTreeItemModel<FileNode>(props.itemId);
  const FileIcon = node && node.kind !== 'folder' ? ICONS[node.kind] : undefined;
  return (
    <StyledItem
      {...props}
      ref={ref}
      slots={{
        expandIcon: FolderRounded,
        collapseIcon: FolderOpenRounded,
        endIcon: FileIcon,
      }}
      slotProps={
        {expandIcon: {color: 'primary'}, collapseIcon: {color: 'primary'}, endIcon: {color: 'action'}} as TreeItemProps['slotProps']
      }
    />
  );
});

export default function RichCustomFileExplorer() {
  return (
    <Box sx={{height: 340, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView aria-label="Project files" items={FILE_SYSTEM} defaultExpandedItems={['src', 'assets']} slots={{item: ExplorerItem}} />
    </Box>
  );
}
