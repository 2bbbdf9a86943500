import type { languages } from 'monaco-editor/editor/editor.api'

/** The Monaco language id of the expression language (docs/expressions.md). */
export const LANGUAGE_ID = 'workspace-expression'

/**
 * Reserved words of the language, from docs/expressions.md. The server's catalogue
 * (Expressions_GetLanguage) is authoritative and replaces this list once it has loaded.
 */
export const baseKeywords: readonly string[] = [
  'AND', 'OR', 'NOT', 'IS', 'IN', 'BETWEEN', 'LIKE',
  'CASE', 'WHEN', 'THEN', 'ELSE', 'END',
  'TRUE', 'FALSE', 'NULL', 'DATE', 'TIMESTAMP',
]

/** Monarch tokens: keywords, text with doubled quotes, numbers, `--` comments, "quoted keys", operators. */
export function monarchLanguage(keywords: readonly string[]): languages.IMonarchLanguage {
  return {
    ignoreCase: true,
    defaultToken: '',
    keywords: [...keywords],
    operators: ['=', '<>', '!=', '<', '<=', '>', '>=', '||', '+', '-', '*', '/', '%'],
    symbols: /[=<>!|+\-*/%]+/,
    tokenizer: {
      root: [
        [/--.*$/, 'comment'],
        [/'/, { token: 'string.quote', next: '@text' }],
        [/"/, { token: 'variable.quote', next: '@quotedKey' }],
        [/\d+(?:\.\d+)?/, 'number'],
        // A name before "(" is a function call, unless it is a keyword (`IN (…)`).
        [/[A-Za-z_]\w*(?=\s*\()/, { cases: { '@keywords': 'keyword', '@default': 'predefined' } }],
        [/[A-Za-z_]\w*/, { cases: { '@keywords': 'keyword', '@default': 'variable' } }],
        [/[()]/, '@brackets'],
        [/[,.]/, 'delimiter'],
        [/@symbols/, { cases: { '@operators': 'operator', '@default': 'invalid' } }],
        [/\s+/, 'white'],
      ],
      text: [
        [/[^']+/, 'string'],
        [/''/, 'string.escape'],
        [/'/, { token: 'string.quote', next: '@pop' }],
      ],
      quotedKey: [
        [/[^"]+/, 'variable'],
        [/""/, 'variable'],
        [/"/, { token: 'variable.quote', next: '@pop' }],
      ],
    },
  }
}

export const languageConfiguration: languages.LanguageConfiguration = {
  comments: { lineComment: '--' },
  brackets: [['(', ')']],
  autoClosingPairs: [
    { open: '(', close: ')' },
    { open: "'", close: "'", notIn: ['string', 'comment'] },
    { open: '"', close: '"', notIn: ['string', 'comment'] },
  ],
  surroundingPairs: [
    { open: '(', close: ')' },
    { open: "'", close: "'" },
    { open: '"', close: '"' },
  ],
  wordPattern: /[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?/g,
}
