import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse, {type CollapseProps} from '@mui/material/Collapse';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem, type TreeItemProps} from '@mui/x-tree-view/TreeItem';

/** The group of children fades and slides in while it opens, more slowly than the default. */
function FadeSlide(props: CollapseProps) {
  return (
    <Collapse
      {...props}
      timeout={450}
      style={{
        ...props.style,
        opacity: props.in ? 1 : 0,
        transform: `translateX(${props.in ? 0 : 12}px)`,
        transition: 'opacity 450ms, transform 450ms',
      }}
    />
  );
}

const AnimatedItem = React.forwardRef(function AnimatedItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{groupTransition: FadeSlide}} />;
});

export default function SimpleCustomToggleAnimation() {
  return (
    <Box sx={{height: 280, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Recipes">
        <AnimatedItem itemId="soups" label="Soups">
          <AnimatedItem itemId="soups/miso" label="Miso soup" />
          <AnimatedItem itemId="soups/gazpacho" label="Gazpacho" />
        </AnimatedItem>
        <AnimatedItem itemId="mains" label="Mains">
          <AnimatedItem itemId="mains/risotto" label="Mushroom risotto" />
          <AnimatedItem itemId="mains/curry" label="Chickpea curry" />
        </AnimatedItem>
      </SimpleTreeView>
    </Box>
  );
}
