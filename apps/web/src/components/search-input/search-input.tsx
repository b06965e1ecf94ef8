// The search box of a list or a picker: a labelled search field with the magnifier; the caller debounces.
import type { CSSProperties } from 'react';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface SearchInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  style?: CSSProperties;
}

export function SearchInput({ label, placeholder, value, onChange, style }: SearchInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      type="search"
      style={style}
    />
  );
}
