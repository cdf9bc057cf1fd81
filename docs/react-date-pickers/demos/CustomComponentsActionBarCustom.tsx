import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import type {PickersActionBarProps} from '@mui/x-date-pickers/PickersActionBar';
import {usePickerContext} from '@mui/x-date-pickers/hooks';
import type {Dayjs} from 'dayjs';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const BASE = dayjs(REFERENCE_DAY);

/** An action bar of our own: jump buttons that set a value relative to the current one, then OK. */
function JumpActionBar(props: PickersActionBarProps) {
  const {value, setValue, acceptValueChanges} = usePickerContext<Dayjs | null>();
  const from = value ?? BASE;

  return (
    <DialogActions className={props.className} sx={props.sx}>
      <Button onClick={() => setValue(from.subtract(1, 'week'))}>−1 week</Button>
      <Button onClick={() => setValue(from.add(1, 'week'))}>+1 week</Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        Done
      </Button>
    </DialogActions>
  );
}

export default function CustomComponentsActionBarCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={BASE} slots={{actionBar: JumpActionBar}} />
    </LocalizationProvider>
  );
}
