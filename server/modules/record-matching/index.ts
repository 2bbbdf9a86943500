/** The record-matching module as the server sees it: everything else in this folder is its own. */
export { recordMatchingModule } from './module'
