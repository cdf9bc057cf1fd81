import * as React from 'react';
import dayjs from 'dayjs';
import InputAdornment, {type InputAdornmentProps} from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** The adornment that holds the opening button, with an extra icon before the button. */
function AdornmentWithInfo(props: InputAdornmentProps) {
  const {children, ...other} = props;
  return (
    <InputAdornment {...other}>
      <Tooltip title="Invoices are due 30 days after this date">
        <InfoOutlinedIcon
          color="action"
          fontSize="small"
          tabIndex={0}
          role="img"
          aria-hidden={false}
          aria-label="About the invoice date"
          sx={{mr: 0.5}}
        />
      </Tooltip>
      {children}
    </InputAdornment>
  );
}

export default function OpeningButtonExtraIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Invoice date" defaultValue={dayjs(REFERENCE_DAY)} slots={{inputAdornment: AdornmentWithInfo}} />
    </LocalizationProvider>
  );
}
