'use client'
import { SearchIcon } from './icons.js'

/**
 * The modal's search input: the magnifier, a label for screen readers, and no autocomplete or spellcheck.
 * `type` stays 'text' where the field is not a search box to assistive technology (the swap token picker),
 * which also keeps the browser's clear button away.
 */
export function SearchField({
  label,
  testId,
  value,
  onChange,
  type = 'search',
}: {
  label: string
  testId: string
  value: string
  onChange: (value: string) => void
  type?: 'search' | 'text'
}) {
  return (
    <label className="search">
      <SearchIcon />
      <span className="sr-only">{label}</span>
      <input
        type={type}
        data-testid={testId}
        placeholder={label}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </label>
  )
}
