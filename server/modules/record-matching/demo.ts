import type { Db } from '../../db'
import { createInstance, type Caller } from '../entities'
import { createProfile } from './profiles.service'

/**
 * The demo's duplicate customers and the profile that finds them: near-duplicates of demo
 * customers as imports produce them (diacritics lost, words swapped, a typo, other punctuation),
 * so a first scan has something to review.
 */

const seedCaller: Caller = { userId: 'usr-admin', userName: 'admin', roles: ['Admin'] }

export const demoNearDuplicates: Array<{ name: string; email: string | null; phone: string | null }> = [
  { name: 'Helvetia Prazision SA', email: 'kontakt@helvetiaprazision.example', phone: null },
  { name: 'Logistik Nordlicht GmbH', email: null, phone: '+49 40 555 0101' },
  { name: 'Rheinwerk Maschienenbau GmbH', email: 'vertrieb@rheinwerk-mb.example', phone: null },
  { name: 'Lumiere Retail S.A.R.L.', email: null, phone: null },
  { name: 'Spreeblick-Software GmbH', email: 'INFO@spreeblicksoftware.example', phone: null },
]

const nameCriterion = {
  FieldKey: 'name', Normalizers: 1 | 2 | 4 | 32, ComparisonMode: 3, CharacterCount: null, FuzzyAlgorithm: 0,
  DiacriticMode: 1, TokenOrderMode: 1, Threshold: 8800, Weight: 1,
} as const

export async function seedDemoRecordMatching(db: Db, now: Date): Promise<void> {
  for (const customer of demoNearDuplicates) {
    await createInstance(db, seedCaller, 'customers', { name: customer.name, email: customer.email, phone: customer.phone }, now)
  }
  await createProfile(db, seedCaller.userId, {
    Key: 'customer-duplicates',
    DisplayName: 'Customer duplicates',
    Description: 'The same company entered twice: the same e-mail address, or a name that differs only in spelling.',
    EntityDefinitionId: 'customers',
    TargetKind: 0,
    ActionMode: 0,
    ArchiveMode: 0,
    IsEnabled: true,
    Rules: [
      {
        Key: 'same-email', Label: 'Same e-mail', Score: 9800,
        Criteria: [{ FieldKey: 'email', Normalizers: 16, ComparisonMode: 0, CharacterCount: null, FuzzyAlgorithm: null, DiacriticMode: 0, TokenOrderMode: 0, Threshold: null, Weight: 1 }],
      },
      { Key: 'similar-name', Label: 'Similar name', Score: 9000, Criteria: [nameCriterion] },
    ],
  }, now)
}
