/** Project trees to and from ZIP archives; see zip.read.ts and zip.write.ts. */
export { readProjectZip, type ReadProjectZipResult } from './zip.read'
export { writeProjectZip } from './zip.write'
export { zipIssueCodes, type ZipIssue, type ZipIssueCode } from './zip.issues'
