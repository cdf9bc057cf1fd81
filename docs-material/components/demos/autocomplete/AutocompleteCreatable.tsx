import * as React from 'react';
import Autocomplete, {createFilterOptions} from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Tag {
  name: string;
  /** Set on the extra option that proposes to create a tag. */
  create?: boolean;
}

const filter = createFilterOptions<Tag>();

export default function AutocompleteCreatable() {
  const [tags, setTags] = React.useState<Tag[]>([{name: 'gravel'}, {name: 'commuting'}, {name: 'touring'}, {name: 'e-bike'}]);
  const [value, setValue] = React.useState<Tag | null>(null);

  return (
    <Autocomplete<Tag, false, false, true>
      value={value}
      onChange={(_event, newValue) => {
        if (typeof newValue === 'string') {
          newValue = {name: newValue};
        }
        if (newValue && !tags.some((tag) => tag.name === newValue.name)) {
          const created = {name: newValue.name};
          setTags((previous) => [...previous, created]);
          setValue(created);
          return;
        }
        setValue(newValue);
      }}
      filterOptions={(options, params) => {
        const filtered = filter(options, params);
        const typed = params.inputValue.trim();
        if (typed !== '' && !options.some((option) => option.name === typed)) {
          filtered.push({name: typed, create: true});
        }
        return filtered;
      }}
      options={tags}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      renderOption={(props, option) => {
        const {key, ...optionProps} = props;
        return (
          <li key={key} {...optionProps}>
            {option.create ? `Create tag "${option.name}"` : option.name}
          </li>
        );
      }}
      selectOnFocus
      clearOnBlur
      handleHomeEndKeys
      freeSolo
      sx={{width: 320}}
      renderInput={(params) => <TextField {...params} label="Tag" />}
    />
  );
}
