import { describe, expect, it } from 'vitest'
import { requestLanguage } from './language'
import { localizeResponse, translateMessage, translateType, translatorFor } from './translate'

const translate = translatorFor({
  'The record is already archived.': 'Der Datensatz ist bereits archiviert.',
  'The key "{0}" is already used in this table.': 'Der Schlüssel „{0}“ wird in dieser Tabelle schon verwendet.',
  'An expression may have at most {0} characters; this one has {1}.': 'Ein Ausdruck hat {1} Zeichen; erlaubt sind höchstens {0}.',
  '{0} is required.': '{0} ist erforderlich.',
  'Name is required.': 'Der Name ist erforderlich.',
})

describe('messages in the language of the request', () => {
  it('translates a message without and with values, the values kept as they are and in German order', () => {
    expect(translate('The record is already archived.')).toBe('Der Datensatz ist bereits archiviert.')
    expect(translate('The key "customer_no" is already used in this table.')).toBe('Der Schlüssel „customer_no“ wird in dieser Tabelle schon verwendet.')
    expect(translate('An expression may have at most 4000 characters; this one has 4123.')).toBe('Ein Ausdruck hat 4123 Zeichen; erlaubt sind höchstens 4000.')
  })

  it('translates the words code chose for a placeholder marked as a phrase, and only there', () => {
    const withPhrases = translatorFor(
      {
        'Try again in {0}.': 'Versuchen Sie es in {0:phrase} erneut.',
        'The key "{0}" is taken.': 'Der Schlüssel „{0}“ ist vergeben.',
      },
      { phrases: { '1 second': '1 Sekunde', '{0} seconds': '{0} Sekunden', user: 'Benutzer' } },
    )
    expect(withPhrases('Try again in 1 second.')).toBe('Versuchen Sie es in 1 Sekunde erneut.')
    expect(withPhrases('Try again in 42 seconds.')).toBe('Versuchen Sie es in 42 Sekunden erneut.')
    // A key that reads like a phrase stays the key.
    expect(withPhrases('The key "user" is taken.')).toBe('Der Schlüssel „user“ ist vergeben.')
  })

  it('says in German what the server chose in English: waits, kinds, states and counts', () => {
    expect(translateMessage('Too many failed sign-ins. Try again in 42 seconds.', 'de')).toBe(
      'Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in 42 Sekunden erneut.',
    )
    expect(translateMessage('The build has already been cancelled and cannot be cancelled.', 'de')).toBe(
      'Der Build ist bereits beendet (abgebrochen) und kann nicht abgebrochen werden.',
    )
    expect(translateMessage('The entitlement is Revoked; it cannot be moved to Active.', 'de')).toBe(
      'Der Anspruch hat den Status Widerrufen; er kann nicht in den Status Aktiv wechseln.',
    )
    expect(translateMessage('The type-check found 3 errors.', 'de')).toBe('Die Typprüfung hat 3 Fehler gefunden.')
    expect(translateMessage('This entitlement has no active Consumption limit.', 'de')).toBe('Dieser Anspruch hat kein aktives Verbrauchslimit.')
  })

  it('prefers the most specific template and leaves an unknown message in English', () => {
    expect(translate('Name is required.')).toBe('Der Name ist erforderlich.')
    expect(translate('Subject is required.')).toBe('Subject ist erforderlich.')
    expect(translate('Something nobody wrote a template for.')).toBe('Something nobody wrote a template for.')
  })

  it('takes the first language of Accept-Language when the server has it, else English', () => {
    expect(requestLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de')
    expect(requestLanguage('en-US')).toBe('en')
    expect(requestLanguage('fr-FR,de;q=0.5')).toBe('en')
    expect(requestLanguage(undefined)).toBe('en')
  })

  it('translates only the server’s own words in a response, never user data, copying only what changes', () => {
    const rule = { Id: 'r1', Message: 'The record is already archived.', Expression: 'x > 1' }
    const payload = {
      Success: false,
      Data: { Rules: [rule] },
      Errors: [{ Code: 'workspace.entities.archived', Message: 'The record is already archived.' }],
    }
    const german = localizeResponse(payload, 'de')
    const archived = translateMessage('The record is already archived.', 'de')
    expect(archived).not.toBe('The record is already archived.')
    expect(german.Errors[0]?.Message).toBe(archived)
    // A rule's Message is what its author wrote: untouched, and the same object.
    expect(german.Data.Rules[0]).toBe(rule)
    expect(payload.Errors[0]?.Message).toBe('The record is already archived.')
    expect(localizeResponse(payload, 'en')).toBe(payload)
  })

  it('names the expression types as the app names field types, also nested', () => {
    expect(translateType('Money (EUR), 2 places', 'de')).toBe('Geldbetrag (EUR), 2 Nachkommastellen')
    expect(translateType('a list of Text', 'de')).toBe('eine Liste von Text')
    expect(translateType('Boolean', 'de')).toBe('Ja/Nein')
    expect(translateType('Money (EUR)', 'en')).toBe('Money (EUR)')
  })
})
