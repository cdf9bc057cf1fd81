import * as React from 'react';
import Autocomplete, {createFilterOptions} from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

// 5,000 order numbers: rendering them all as <li> would make the list slow to open.
const ORDERS = Array.from({length: 5000}, (_, index) => `Order #${(104_001 + index * 7).toString()}`);

const ITEM_HEIGHT = 36;
const VISIBLE = 8;
const OVERSCAN = 4;

const defaultFilter = createFilterOptions<string>();

/**
 * A listbox that mounts only the options in view (plus a few around them). Every option is one
 * fixed-height row, so padding above and below stands in for the rows that are not mounted.
 */
const WindowedListbox = React.forwardRef<HTMLUListElement, React.HTMLAttributes<HTMLElement>>(function WindowedListbox(
  {children, style, ...other},
  ref,
) {
  const items = React.Children.toArray(children);
  const [scrollTop, setScrollTop] = React.useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ITEM_HEIGHT) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil(scrollTop / ITEM_HEIGHT) + VISIBLE + OVERSCAN);

  return (
    <ul
      {...other}
      ref={ref}
      style={{
        ...style,
        maxHeight: ITEM_HEIGHT * VISIBLE,
        overflow: 'auto',
        paddingTop: first * ITEM_HEIGHT,
        paddingBottom: (items.length - last) * ITEM_HEIGHT,
      }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      {items.slice(first, last)}
    </ul>
  );
});

export default function AutocompleteVirtualized() {
  // The options currently listed (after filtering), to find the highlighted one's row.
  const shown = React.useRef<string[]>(ORDERS);
  // The autocomplete marks the highlighted row in the DOM; a row mounted later needs the mark from us.
  const [highlighted, setHighlighted] = React.useState<string | null>(null);

  return (
    <Autocomplete
      id="virtualized-orders"
      options={ORDERS}
      sx={{width: 300}}
      disableListWrap
      filterOptions={(options, state) => {
        shown.current = defaultFilter(options, state);
        return shown.current;
      }}
      slotProps={{listbox: {component: WindowedListbox}}}
      onHighlightChange={(_event, option, reason) => {
        setHighlighted(option);
        // The highlighted row may not be mounted, so the autocomplete cannot scroll to it: move the window.
        const listbox = document.getElementById('virtualized-orders-listbox');
        if (reason !== 'keyboard' || !listbox || option === null) return;
        const top = shown.current.indexOf(option) * ITEM_HEIGHT;
        if (top < listbox.scrollTop) listbox.scrollTop = top;
        else if (top + ITEM_HEIGHT > listbox.scrollTop + listbox.clientHeight) {
          listbox.scrollTop = top + ITEM_HEIGHT - listbox.clientHeight;
        }
      }}
      renderOption={(props, option) => {
        const {key, style, className, ...optionProps} = props;
        return (
          <li
            key={key}
            {...optionProps}
            className={option === highlighted ? `${className ?? ''} Mui-focused` : className}
            style={{...style, height: ITEM_HEIGHT, minHeight: ITEM_HEIGHT, paddingTop: 0, paddingBottom: 0}}
          >
            {option}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Order (5,000 options)" />}
    />
  );
}
