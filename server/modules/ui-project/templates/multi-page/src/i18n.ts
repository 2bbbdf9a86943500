import { ref } from 'vue'
import de from './locales/de.json'
import en from './locales/en.json'
import { readHost } from './host'

export type MessageKey = keyof typeof en

// Every locale has every key of the English file; the type-check enforces it.
const catalogs: Record<string, Record<MessageKey, string>> = { en, de }

function supportedLocale(requested: string): string {
  const language = requested.toLowerCase().split('-')[0] ?? 'en'
  return language in catalogs ? language : 'en'
}

/** The app's language: the host's, when the app has it, else English. */
export const locale = ref(supportedLocale(readHost().locale))

/** The text for a key in the current language; `{name}` placeholders are filled from `values`. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  const text = catalogs[locale.value]?.[key] ?? en[key]
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder))
}
