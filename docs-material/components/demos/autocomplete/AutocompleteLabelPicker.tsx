import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper, {type PopperProps} from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import {ISSUE_LABELS, type IssueLabel} from '@site/src/demo-data/material-inputs';

// The list shows in place under the filter, not in a popper of its own.
function InlineList({children}: PopperProps) {
  return <div>{typeof children === 'function' ? null : children}</div>;
}

export default function AutocompleteLabelPicker() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [value, setValue] = React.useState<IssueLabel[]>([ISSUE_LABELS[1], ISSUE_LABELS[4]]);
  const [pending, setPending] = React.useState<IssueLabel[]>([]);

  const openPicker = (event: React.MouseEvent<HTMLElement>) => {
    setPending(value);
    setAnchorEl(event.currentTarget);
  };

  const closePicker = () => {
    // Apply on close, sorted as the label list is: the issue updates once, not per click.
    setValue([...pending].sort((a, b) => ISSUE_LABELS.indexOf(a) - ISSUE_LABELS.indexOf(b)));
    anchorEl?.focus();
    setAnchorEl(null);
  };

  return (
    <Box sx={{width: 260}}>
      <Button size="small" onClick={openPicker} aria-haspopup="dialog" sx={{px: 0}}>
        Labels: edit
      </Button>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5}}>
        {value.map((label) => (
          <Box
            key={label.name}
            sx={{px: 1, borderRadius: 8, fontSize: 12, lineHeight: '22px', color: '#fff', backgroundColor: label.color}}
          >
            {label.name}
          </Box>
        ))}
      </Box>
      <Popper open={Boolean(anchorEl)} anchorEl={anchorEl} placement="bottom-start" sx={{zIndex: 'modal'}}>
        <ClickAwayListener onClickAway={closePicker}>
          <Paper variant="outlined" sx={{width: 300}} role="dialog" aria-label="Apply labels to this issue">
            <Typography variant="subtitle2" sx={{px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider'}}>
              Apply labels to this issue
            </Typography>
            <Autocomplete
              open
              multiple
              value={pending}
              onChange={(event, newValue, reason) => {
                // Backspace in the empty search box would otherwise remove the last label.
                if (event.type === 'keydown' && (event as React.KeyboardEvent).key === 'Backspace' && reason === 'removeOption') return;
                setPending(newValue);
              }}
              onClose={(_event, reason) => {
                if (reason === 'escape') closePicker();
              }}
              disableCloseOnSelect
              renderValue={() => null}
              noOptionsText="No label matches"
              options={ISSUE_LABELS}
              getOptionLabel={(label) => label.name}
              isOptionEqualToValue={(option, chosen) => option.name === chosen.name}
              slots={{popper: InlineList}}
              slotProps={{paper: {elevation: 0, square: true}, listbox: {sx: {maxHeight: 240}}}}
              renderOption={(props, label, {selected}) => {
                const {key, ...optionProps} = props;
                return (
                  <li key={key} {...optionProps} style={{alignItems: 'flex-start', gap: 8}}>
                    <Box component="span" sx={{width: 16, flexShrink: 0, visibility: selected ? 'visible' : 'hidden'}}>
                      ✓
                    </Box>
                    <Box
                      component="span"
                      sx={{width: 14, height: 14, mt: '3px', flexShrink: 0, borderRadius: '50%', backgroundColor: label.color}}
                    />
                    <span>
                      {label.name}
                      <br />
                      <Typography component="span" variant="caption" sx={{color: 'text.secondary'}}>
                        {label.description}
                      </Typography>
                    </span>
                  </li>
                );
              }}
              renderInput={(params) => (
                <InputBase
                  ref={params.InputProps.ref}
                  inputProps={params.inputProps}
                  autoFocus
                  placeholder="Filter labels"
                  sx={{m: 1, px: 1, width: 'calc(100% - 16px)', border: 1, borderColor: 'divider', borderRadius: 1}}
                />
              )}
            />
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}
