/** An action's label in the caller's language: the translation for it, else the default label. */
export function labelFor(label: string, translations: Readonly<Record<string, string>>, acceptLanguage: string | undefined): string {
  const wanted = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]!.trim()).filter(Boolean)
  for (const tag of wanted) {
    const exact = translations[tag]
    if (exact) return exact
    const primary = translations[tag.split('-')[0]!.toLowerCase()]
    if (primary) return primary
  }
  return label
}
