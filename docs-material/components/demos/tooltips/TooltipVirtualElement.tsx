import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type {Instance} from '@popperjs/core';

// The tooltip anchors to a point that moves with the pointer, not to an element.
export default function TooltipVirtualElement() {
  const position = React.useRef({x: 0, y: 0});
  const popperRef = React.useRef<Instance>(null);
  const areaRef = React.useRef<HTMLDivElement>(null);

  const handleMouseMove = (event: React.MouseEvent) => {
    position.current = {x: event.clientX, y: event.clientY};
    popperRef.current?.update();
  };

  return (
    <Tooltip
      title="Anchored 4 px above the pointer"
      placement="top"
      arrow
      slotProps={{
        popper: {
          popperRef,
          anchorEl: {
            getBoundingClientRect: () => new DOMRect(position.current.x, areaRef.current!.getBoundingClientRect().y, 0, 0),
          },
        },
      }}
    >
      <Box
        ref={areaRef}
        onMouseMove={handleMouseMove}
        sx={{bgcolor: 'secondary.main', color: 'secondary.contrastText', p: 3, maxWidth: 320, borderRadius: 1}}
      >
        The tooltip follows the pointer horizontally, at this box&apos;s top edge
      </Box>
    </Tooltip>
  );
}
