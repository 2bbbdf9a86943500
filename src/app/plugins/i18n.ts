import { registerMessageCompiler } from '@intlify/core-base'
import { createI18n } from 'vue-i18n'
import { isLanguage, loadLanguageMessages, type Language, type MessagePart } from '@/locales'
import { compileMessage } from './messageCompiler'

// The app's compiler replaces the one vue-i18n registers for every context when it loads. (Given
// to createI18n as `messageCompiler` instead, it works the same but logs an "experimental feature"
// warning in development.)
registerMessageCompiler(compileMessage)

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: {},
  missingWarn: false,
  fallbackWarn: false,
})

const loads = new Map<string, Promise<void>>()

function loadOnce(language: Language, part: MessagePart): Promise<void> {
  const key = `${language}:${part}`
  let load = loads.get(key)
  if (!load) {
    load = loadLanguageMessages(language, part).then((tree) => i18n.global.mergeLocaleMessage(language, tree))
    load.catch(() => loads.delete(key))
    loads.set(key, load)
  }
  return load
}

/**
 * Loads a language's messages once (English too, as the fallback). `shell` is enough for the
 * sign-in screen; the rest of the messages load right after it.
 */
export async function ensureLanguage(language: Language, scope: 'shell' | 'all' = 'all'): Promise<void> {
  const languages: Language[] = language === 'en' ? ['en'] : ['en', language]
  const parts: MessagePart[] = scope === 'shell' ? ['shell'] : ['shell', 'rest']
  await Promise.all(languages.flatMap((lang) => parts.map((part) => loadOnce(lang, part))))
}

/** Makes sure every message of the current language is there (before a signed-in page shows). */
export function ensureCurrentLanguage(): Promise<void> {
  const current = i18n.global.locale.value
  return ensureLanguage(isLanguage(current) ? current : 'en')
}

export async function setLanguage(language: Language, scope: 'shell' | 'all' = 'all'): Promise<void> {
  await ensureLanguage(language, scope)
  i18n.global.locale.value = language
  document.documentElement.lang = language
}

/** Translation outside components (stores, notifier, router). */
export const t = i18n.global.t
