import * as React from 'react';
import Box from '@mui/material/Box';
import type {SvgIconComponent} from '@mui/icons-material';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import {RichTreeViewPro, TreeItem, useTreeItemModel, type TreeItemProps} from '@mui/x-tree-view-pro';
import type {RichTreeViewProProps} from '@mui/x-tree-view-pro';
import {FILE_SYSTEM, findFile, type FileKind, type FileNode} from '@site/src/demo-data/tree-file-system';

const ICONS: Record<FileKind, SvgIconComponent> = {
  folder: FolderRounded,
  code: CodeRounded,
  image: ImageOutlined,
  doc: ArticleOutlined,
  pdf: PictureAsPdfOutlined,
  config: SettingsOutlined,
};

const ExplorerItem = React.forwardRef(function ExplorerItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const node = useTreeItemModel<FileNode>(props.itemId);
  const Icon = node ? ICONS[node.kind] : undefined;
  return <TreeItem {...props} ref={ref} slots={{expandIcon: FolderRounded, collapseIcon: FolderOpenRounded, endIcon: Icon}} />;
});

// Files and folders can move anywhere, except inside a file.
type CanMove = NonNullable<RichTreeViewProProps<object, false>['canMoveItemToNewPosition']>;

const canMoveItemToNewPosition: CanMove = ({newPosition}) =>
  newPosition.parentId === null || findFile(FILE_SYSTEM, newPosition.parentId)?.kind === 'folder';

export default function OrderingFileExplorer() {
  return (
    <Box sx={{height: 380, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeViewPro
        aria-label="Project files"
        items={FILE_SYSTEM}
        itemsReordering
        canMoveItemToNewPosition={canMoveItemToNewPosition}
        defaultExpandedItems={['src', 'docs']}
        slots={{item: ExplorerItem}}
      />
    </Box>
  );
}
