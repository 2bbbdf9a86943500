/** The languages the server answers its messages in. */
export type Language = 'en' | 'de'

/** The supported language of a language tag (`de-DE` → de), or null. */
export function languageOf(tag: string | undefined): Language | null {
  const language = tag?.trim().split(/[-_;]/)[0]?.toLowerCase()
  return language === 'de' || language === 'en' ? language : null
}

/** The language of a request's messages: its Accept-Language when that asks first for one the server has, else English. */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  return languageOf(acceptLanguage?.split(',')[0]) ?? 'en'
}
