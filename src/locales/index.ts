export const supportedLanguages = ['en', 'de'] as const
export type Language = (typeof supportedLanguages)[number]

export type MessageTree = { [key: string]: string | MessageTree }

/** Namespaces the sign-in screen needs; the rest loads alongside it, before any signed-in page. */
export const shellNamespaces = ['app', 'auth', 'common', 'notify']

// Each `<lang>/<namespace>.json` is its own chunk and becomes `messages[namespace]`, so a feature
// adds a file, not code.
const files = import.meta.glob<MessageTree>('./*/*.json', { import: 'default' })

const vuetifyMessages: Record<Language, () => Promise<MessageTree>> = {
  en: () => import('vuetify/lib/locale/en.js').then((module) => module.default as unknown as MessageTree),
  de: () => import('vuetify/lib/locale/de.js').then((module) => module.default as unknown as MessageTree),
}

export type MessagePart = 'shell' | 'rest'

/** Loads the shell namespaces, or every other namespace (with Vuetify's own messages) of a language. */
export async function loadLanguageMessages(language: Language, part: MessagePart): Promise<MessageTree> {
  const tree: MessageTree = {}
  const wanted = Object.entries(files).flatMap(([path, load]) => {
    const match = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path)
    if (!match || match[1] !== language || !match[2]) return []
    const isShell = shellNamespaces.includes(match[2])
    return isShell === (part === 'shell') ? [{ namespace: match[2], load }] : []
  })
  await Promise.all(
    wanted.map(async ({ namespace, load }) => {
      tree[namespace] = await load()
    }),
  )
  if (part === 'rest') tree.$vuetify = await vuetifyMessages[language]()
  return tree
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value)
}

/** Maps a workspace locale code such as `de-CH` to the app language: German for de*, else English. */
export function languageFromLocale(locale: string | null | undefined): Language {
  return locale?.toLowerCase().startsWith('de') ? 'de' : 'en'
}
