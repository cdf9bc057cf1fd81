/** A Markdown table: Infima makes it its own horizontal scroller, so it joins the tab order when it scrolls. */
import React, {useEffect, useRef, type ComponentProps, type ReactNode} from 'react';
import {keepKeyboardScrollable} from '@site/src/lib/keyboard-scrollable';

export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  useEffect(() => (ref.current ? keepKeyboardScrollable(ref.current) : undefined), []);
  return <table ref={ref} {...props} />;
}
