import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import type {PickersActionBarProps} from '@mui/x-date-pickers/PickersActionBar';
import {usePickerActionsContext, usePickerTranslations} from '@mui/x-date-pickers/hooks';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** A custom action bar that reuses the pickers' translated labels, so it follows the page's language. */
function TranslatedActionBar(props: PickersActionBarProps) {
  const translations = usePickerTranslations();
  const {clearValue, acceptValueChanges, cancelValueChanges} = usePickerActionsContext();

  return (
    <DialogActions className={props.className} sx={props.sx}>
      <Button onClick={clearValue}>{translations.clearButtonLabel}</Button>
      <Button onClick={cancelValueChanges}>{translations.cancelButtonLabel}</Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        {translations.okButtonLabel}
      </Button>
    </DialogActions>
  );
}

export default function LocalizationTranslationsInSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs(REFERENCE_DAY)} slots={{actionBar: TranslatedActionBar}} />
    </LocalizationProvider>
  );
}
