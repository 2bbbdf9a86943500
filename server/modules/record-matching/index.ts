/** The record-matching module as the server sees it: everything else in this folder is its own. */
export { recordMatchingModule } from './module'
/** The demo's near-duplicate customers and the profile that finds them (seeded into an empty workspace). */
export { seedDemoRecordMatching } from './demo'
