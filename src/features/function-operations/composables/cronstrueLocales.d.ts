// cronstrue's locale files register their texts on import and export nothing we use.
declare module 'cronstrue/locales/de'
