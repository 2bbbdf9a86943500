/** German names of the built-in (system) functions, by their English display name (catalog.test.ts checks every one has one). */
export const germanFunctionNames: Readonly<Record<string, string>> = {
  'Recalculate contract totals': 'Vertragssummen neu berechnen',
  'Purge the file trash': 'Dateipapierkorb leeren',
  'Recalculate a calculated field': 'Berechnetes Feld neu berechnen',
  'Advance entitlements': 'Ansprüche fortschreiben',
  'Export report': 'Bericht exportieren',
  'Import legacy orders': 'Altbestellungen importieren',
  'Nightly cleanup': 'Nächtliche Bereinigung',
  'Rebuild search index': 'Suchindex neu aufbauen',
  'Sign payload': 'Daten signieren',
  'Sync ledger': 'Hauptbuch abgleichen',
  'Validate customer data': 'Kundendaten prüfen',
  'Webhook receiver': 'Webhook-Empfänger',
  'Build the workspace UI': 'Workspace-Oberfläche bauen',
  'Build the Net Operation Project': 'Net Operation Project bauen',
  'Record-matching full scan': 'Vollständiger Dublettenabgleich',
}
