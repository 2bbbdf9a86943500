/** Records of the demo entities: deterministic, so every fresh demo workspace looks the same. */

export interface DemoCustomer {
  name: string
  email: string
  phone: string
  industry: string
  street: string
  postalCode: string
  city: string
  countryCode: string
  creditLimit: number
}

const companies: Array<[name: string, industry: string, city: string, postalCode: string, countryCode: string, street: string]> = [
  ['Nordlicht Logistik GmbH', 'logistics', 'Hamburg', '20457', 'DE', 'Am Sandtorkai 41'],
  ['Alpenblick Hotels AG', 'hospitality', 'Innsbruck', '6020', 'AT', 'Maria-Theresien-Straße 18'],
  ['Rheinwerk Maschinenbau GmbH', 'manufacturing', 'Köln', '50667', 'DE', 'Hohe Straße 112'],
  ['Bodensee Solar GmbH', 'energy', 'Konstanz', '78462', 'DE', 'Seestraße 9'],
  ['Helvetia Präzision SA', 'manufacturing', 'Biel', '2502', 'CH', 'Zentralstrasse 52'],
  ['Spreeblick Software GmbH', 'software', 'Berlin', '10179', 'DE', 'Holzmarktstraße 25'],
  ['Isar Health Services GmbH', 'healthcare', 'München', '80331', 'DE', 'Sendlinger Straße 7'],
  ['Maas & Partners BV', 'consulting', 'Rotterdam', '3011', 'NL', 'Coolsingel 40'],
  ['Lumière Retail SARL', 'retail', 'Lyon', '69002', 'FR', 'Rue de la République 61'],
  ['Donau Chemie AG', 'chemicals', 'Linz', '4020', 'AT', 'Hafenstraße 47'],
  ['Elbtal Bau GmbH', 'construction', 'Dresden', '01067', 'DE', 'Ostra-Allee 11'],
  ['Nordsee Fisch & Feinkost GmbH', 'food', 'Bremerhaven', '27568', 'DE', 'Am Handelshafen 12'],
  ['Tessin Pharma SA', 'pharma', 'Lugano', '6900', 'CH', 'Via Nassa 5'],
  ['Baltic Telecom AB', 'telecom', 'Malmö', '21119', 'SE', 'Stortorget 3'],
  ['Mosel Weinhandel KG', 'food', 'Trier', '54290', 'DE', 'Simeonstraße 30'],
  ['Kopenhagen Design ApS', 'media', 'Copenhagen', '1050', 'DK', 'Bredgade 24'],
  ['Schwarzwald Uhren GmbH', 'manufacturing', 'Freiburg', '79098', 'DE', 'Kaiser-Joseph-Straße 200'],
  ['Vienna Insurance Partners GmbH', 'insurance', 'Wien', '1010', 'AT', 'Graben 19'],
  ['Ruhr Energie Service GmbH', 'energy', 'Essen', '45127', 'DE', 'Kettwiger Straße 2'],
  ['Atlantic Freight Ltd', 'logistics', 'Dublin', 'D02', 'IE', 'Sir John Rogerson’s Quay 6'],
  ['Brabant Agro BV', 'agriculture', 'Eindhoven', '5611', 'NL', 'Stratumseind 14'],
  ['Main Finanzberatung AG', 'banking', 'Frankfurt am Main', '60311', 'DE', 'Neue Mainzer Straße 52'],
  ['Provence Immobilier SAS', 'real_estate', 'Marseille', '13001', 'FR', 'La Canebière 31'],
  ['Krakow Software Labs Sp. z o.o.', 'software', 'Kraków', '31-042', 'PL', 'Rynek Główny 28'],
  ['Weser Automotive GmbH', 'automotive', 'Bremen', '28195', 'DE', 'Obernstraße 67'],
  ['Leipziger Messe Technik GmbH', 'media', 'Leipzig', '04109', 'DE', 'Markt 9'],
  ['Zürich Data Analytics AG', 'software', 'Zürich', '8001', 'CH', 'Bahnhofstrasse 44'],
  ['Prague Glass Works s.r.o.', 'manufacturing', 'Praha', '11000', 'CZ', 'Národní 10'],
  ['Hanse Versicherungsmakler GmbH', 'insurance', 'Lübeck', '23552', 'DE', 'Breite Straße 16'],
  ['Milano Moda Srl', 'retail', 'Milano', '20121', 'IT', 'Via Montenapoleone 8'],
  ['Aachen Universitätsbedarf GmbH', 'education', 'Aachen', '52062', 'DE', 'Pontstraße 3'],
  ['Lisboa Turismo Lda', 'hospitality', 'Lisboa', '1100-148', 'PT', 'Rua Augusta 100'],
  ['Harz Bergbau GmbH', 'mining', 'Goslar', '38640', 'DE', 'Rammelsberger Straße 2'],
  ['Stadtwerke Musterstadt', 'public_sector', 'Kassel', '34117', 'DE', 'Königsplatz 1'],
  ['Bavaria Brau AG', 'food', 'Bamberg', '96047', 'DE', 'Dominikanerstraße 6'],
  ['Oslo Maritime AS', 'logistics', 'Oslo', '0150', 'NO', 'Rådhusgata 23'],
  ['Gent Textiles NV', 'manufacturing', 'Gent', '9000', 'BE', 'Korenmarkt 15'],
  ['Barcelona Mobility SL', 'automotive', 'Barcelona', '08002', 'ES', 'Passeig de Gràcia 21'],
  ['Thüringer Medizintechnik GmbH', 'healthcare', 'Jena', '07743', 'DE', 'Leutragraben 1'],
  ['Salzburg Events GmbH', 'hospitality', 'Salzburg', '5020', 'AT', 'Getreidegasse 9'],
]

const dialling: Record<string, string> = {
  DE: '+49', AT: '+43', CH: '+41', NL: '+31', FR: '+33', SE: '+46', DK: '+45', IE: '+353', PL: '+48', CZ: '+420',
  IT: '+39', PT: '+351', NO: '+47', BE: '+32', ES: '+34',
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/\b(gmbh|ag|sa|bv|sarl|kg|ab|aps|ltd|sas|sp|z|o|srl|nv|sl|as|lda|s\.r\.o\.)\b/g, '')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 20)
}

export const demoCustomers: DemoCustomer[] = companies.map(([name, industry, city, postalCode, countryCode, street], index) => ({
  name,
  email: `info@${slug(name)}.example`,
  phone: `${dialling[countryCode] ?? '+49'} ${30 + index} ${String(4_100_000 + index * 7_919).slice(0, 7)}`,
  industry,
  street,
  postalCode,
  city,
  countryCode,
  creditLimit: [25_000, 50_000, 75_000, 100_000, 150_000, 250_000][index % 6] as number,
}))

export interface DemoProduct {
  sku: string
  name: string
  price: number
  category: 'hardware' | 'software' | 'service' | 'training'
  active: boolean
}

export const demoProducts: DemoProduct[] = [
  ['HW-1001', 'Edge gateway G2', 1_290, 'hardware'],
  ['HW-1002', 'Industrial sensor kit', 649, 'hardware'],
  ['HW-1003', 'Rack server R740', 8_950, 'hardware'],
  ['HW-1004', 'Barcode scanner Pro', 329, 'hardware'],
  ['HW-1005', 'Rugged tablet T10', 1_480, 'hardware'],
  ['HW-1006', 'Label printer LX', 415, 'hardware'],
  ['SW-2001', 'Workspace licence (per user, year)', 240, 'software'],
  ['SW-2002', 'Analytics add-on (year)', 4_800, 'software'],
  ['SW-2003', 'Document archive (year)', 2_400, 'software'],
  ['SW-2004', 'Mobile app licence (per device)', 96, 'software'],
  ['SW-2005', 'Integration connector SAP', 6_500, 'software'],
  ['SW-2006', 'Integration connector Salesforce', 4_200, 'software'],
  ['SW-2007', 'Backup and restore (year)', 1_150, 'software'],
  ['SV-3001', 'Implementation day', 1_180, 'service'],
  ['SV-3002', 'Remote support hour', 135, 'service'],
  ['SV-3003', 'On-site support day', 1_350, 'service'],
  ['SV-3004', 'Data migration package', 7_900, 'service'],
  ['SV-3005', 'Premium support (year)', 9_600, 'service'],
  ['SV-3006', 'Security audit', 5_400, 'service'],
  ['SV-3007', 'Legacy hosting (month)', 390, 'service'],
  ['TR-4001', 'Administrator training (2 days)', 1_890, 'training'],
  ['TR-4002', 'User training (half day)', 560, 'training'],
  ['TR-4003', 'Workflow designer workshop', 2_350, 'training'],
  ['TR-4004', 'E-learning bundle (year)', 790, 'training'],
  ['TR-4005', 'Train-the-trainer course', 3_150, 'training'],
].map(([sku, name, price, category]) => ({
  sku: sku as string,
  name: name as string,
  price: price as number,
  category: category as DemoProduct['category'],
  // Legacy hosting and the old scanner are no longer sold.
  active: sku !== 'SV-3007' && sku !== 'HW-1004',
}))

export interface DemoContract {
  customerIndex: number
  startDate: string
  status: 'draft' | 'active' | 'suspended' | 'terminated'
  notes: string | null
  lines: Array<{ productIndex: number; quantity: number }>
}

const statuses: DemoContract['status'][] = ['active', 'active', 'active', 'draft', 'active', 'suspended', 'active', 'terminated']
const notes = [
  'Renewal talks planned for the next quarter.',
  'Customer asked for a volume discount on additional licences.',
  null,
  'Invoices go to the central purchasing department.',
  null,
  'Includes a 30-day evaluation period.',
  'Payment terms: 30 days net.',
  null,
]

export const demoContracts: DemoContract[] = Array.from({ length: 60 }, (_, index) => {
  const month = (index * 5) % 24
  const year = 2024 + Math.floor(month / 12)
  const lineCount = 1 + (index % 4)
  return {
    customerIndex: (index * 7) % demoCustomers.length,
    startDate: `${year}-${String((month % 12) + 1).padStart(2, '0')}-${String(1 + ((index * 3) % 28)).padStart(2, '0')}`,
    status: statuses[index % statuses.length] as DemoContract['status'],
    notes: notes[index % notes.length] ?? null,
    lines: Array.from({ length: lineCount }, (_, line) => ({
      productIndex: (index * 3 + line * 5) % demoProducts.length,
      quantity: [1, 2, 5, 10, 25][(index + line) % 5] as number,
    })),
  }
})
