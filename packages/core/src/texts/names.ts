/** Core's texts of account names (see `texts`). */
export const namesTexts = {
  errorResolvingName: 'Error resolving name',
  errorFetchingSuggestions: 'Error fetching name suggestions',
  errorFetchingNames: 'Error fetching names for address',
  errorRegisteringName: 'Error registering name {name}',
  nameTooShort: 'Name must be at least 4 characters long',
  nameInvalidCharacters: 'Only letters, numbers and hyphens are allowed',
} as const
