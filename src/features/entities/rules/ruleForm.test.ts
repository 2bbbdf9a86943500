import { describe, expect, it } from 'vitest'
import { checkRule, ruleValues, toggledRequest, toRuleCreateRequest, translationRows, translationsOf, type RuleFormValues } from './ruleForm'
import { checkStatement, statementValues } from './statementForm'
import type { ValidationRule } from './rules.types'

const rule: ValidationRule = {
  Id: 'rule-1',
  EntityDefinitionId: 'ent-1',
  Name: 'PricePositive',
  DisplayName: 'Price positive',
  Expression: 'price > 0',
  Message: 'The price must be positive.',
  MessageTranslations: { fr: 'Le prix doit être positif.', de: 'Der Preis muss positiv sein.' },
  Enabled: true,
  SortOrder: 0,
  IsDeleted: false,
  DeletedAt: null,
  RowVersion: 'rv-1',
  SchemaSource: 0,
  SourceNetPackageId: null,
  SourcePackageId: null,
  SourceStableId: null,
} as ValidationRule

const values = (overrides: Partial<RuleFormValues> = {}): RuleFormValues => ({
  ...ruleValues(null),
  Name: 'PricePositive',
  DisplayName: 'Price positive',
  Expression: 'price > 0',
  Message: 'Positive, please.',
  ...overrides,
})

describe('message translations', () => {
  it("offer the app's other language first, then the other languages by code; none repeats the Message's own", () => {
    expect(translationRows(rule.MessageTranslations, 'en')).toEqual([
      { Locale: 'de', Message: 'Der Preis muss positiv sein.' },
      { Locale: 'fr', Message: 'Le prix doit être positif.' },
    ])
    expect(translationRows(null, 'en').map((row) => row.Locale)).toEqual(['de'])
    expect(translationRows(null, 'de').map((row) => row.Locale)).toEqual(['en'])
    // A translation saved for the Message's own language still shows.
    expect(translationRows({ en: 'Positive, please.' }, 'en').map((row) => row.Locale)).toEqual(['en', 'de'])
  })

  it('send only rows with a language and a message, trimmed', () => {
    expect(
      translationsOf([
        { Locale: ' de ', Message: ' Hallo ' },
        { Locale: 'en', Message: '   ' },
        { Locale: '', Message: 'orphan' },
      ]),
    ).toEqual({ de: 'Hallo' })
  })
})

describe('checkRule', () => {
  it('accepts a complete rule', () => {
    expect(checkRule(values(), true)).toEqual({})
  })

  it('names the member of each mistake', () => {
    const problems = checkRule(
      values({
        Name: '1st',
        DisplayName: ' ',
        Expression: '',
        Message: 'x'.repeat(501),
        MessageTranslations: [
          { Locale: 'de', Message: 'a' },
          { Locale: 'de', Message: 'b' },
          { Locale: 'German', Message: 'c' },
          { Locale: '', Message: 'd' },
        ],
      }),
      true,
    )
    expect(problems).toEqual({
      Name: { key: 'entityRules.checks.name' },
      DisplayName: { key: 'common.validation.required' },
      Expression: { key: 'common.validation.required' },
      Message: { key: 'common.validation.tooLong', params: { max: 500 } },
      'MessageTranslations.1.Locale': { key: 'entityRules.checks.duplicateLocale', params: { locale: 'de' } },
      'MessageTranslations.2.Locale': { key: 'entityRules.checks.locale' },
      'MessageTranslations.3.Locale': { key: 'common.validation.required' },
    })
  })

  it('takes a Name of 64 characters, not 65, and ignores it when editing', () => {
    expect(checkRule(values({ Name: `A${'b'.repeat(63)}` }), true).Name).toBeUndefined()
    expect(checkRule(values({ Name: `A${'b'.repeat(64)}` }), true).Name).toBeDefined()
    expect(checkRule(values({ Name: '' }), false).Name).toBeUndefined()
  })
})

describe('requests', () => {
  it('create a rule with its translations as a map', () => {
    const request = toRuleCreateRequest(values({ MessageTranslations: [{ Locale: 'de', Message: 'Positiv, bitte.' }, { Locale: 'en', Message: '' }] }))
    expect(request).toEqual({
      Name: 'PricePositive',
      DisplayName: 'Price positive',
      Expression: 'price > 0',
      Message: 'Positive, please.',
      MessageTranslations: { de: 'Positiv, bitte.' },
      Enabled: true,
    })
  })

  it('toggle a rule with everything else as listed and its RowVersion', () => {
    expect(toggledRequest(rule, false)).toEqual({
      DisplayName: 'Price positive',
      Expression: 'price > 0',
      Message: 'The price must be positive.',
      MessageTranslations: rule.MessageTranslations,
      Enabled: false,
      RowVersion: 'rv-1',
    })
  })
})

describe('checkStatement', () => {
  it('requires a Name, a display name and an expression', () => {
    expect(Object.keys(checkStatement(statementValues(null), true))).toEqual(['Name', 'DisplayName', 'Expression'])
    expect(checkStatement({ ...statementValues(null), Name: 'IsOverdue', DisplayName: 'Overdue', Expression: 'due < TODAY()' }, true)).toEqual({})
  })
})
