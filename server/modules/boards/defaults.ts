import type { Db } from '../../db'
import { getSettings } from '../workspace'
import type { ColorToken } from './shared/keys'
import { languageOf, type Language } from '../../platform/messages/language'

/** The localized defaults of new boards (the Boards switch answers them too). */

export type DefaultsLocale = Language

export interface DefaultStatus {
  Key: string
  DisplayName: string
  Color: ColorToken
  /** 0 Initial, 1 Active, 2 Terminal. */
  MetaType: number
}

const starterNames: Record<DefaultsLocale, [string, string, string]> = {
  en: ['To do', 'In progress', 'Done'],
  de: ['Offen', 'In Arbeit', 'Erledigt'],
}

/** The starter statuses a new board gets, named in `locale`. */
export function defaultStatuses(locale: DefaultsLocale): DefaultStatus[] {
  const [open, inProgress, done] = starterNames[locale]
  return [
    { Key: 'open', DisplayName: open, Color: 'blue', MetaType: 0 },
    { Key: 'in-progress', DisplayName: inProgress, Color: 'amber', MetaType: 1 },
    { Key: 'done', DisplayName: done, Color: 'green', MetaType: 2 },
  ]
}

/** Accept-Language wins when its first language is de or en; else the workspace locale; else en. */
export async function defaultsLocale(db: Db, acceptLanguage: string | undefined): Promise<DefaultsLocale> {
  const requested = languageOf(acceptLanguage?.split(',')[0])
  if (requested) return requested
  return languageOf((await getSettings(db)).locale) ?? 'en'
}
