/** Suggestions only: the fields accept any locale code or IANA time zone. */
export const LOCALE_SUGGESTIONS = ['en-US', 'en-GB', 'de-DE', 'de-AT', 'de-CH', 'fr-FR', 'fr-CH', 'it-IT']

export function timeZoneSuggestions(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] }
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC', 'Europe/Berlin', 'Europe/Zurich', 'Europe/London', 'America/New_York']
}
