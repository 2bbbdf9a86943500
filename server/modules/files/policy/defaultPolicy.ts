import type { FileTypeRule } from './policy'

const officeDocument = 'application/vnd.openxmlformats-officedocument'

/** What a new installation accepts: common documents, images, text and archives; no programs. */
export const defaultFileTypeRules: FileTypeRule[] = [
  { Extensions: ['pdf'], MimeTypes: ['application/pdf'] },
  { Extensions: ['png'], MimeTypes: ['image/png'] },
  { Extensions: ['jpeg', 'jpg'], MimeTypes: ['image/jpeg'] },
  { Extensions: ['gif'], MimeTypes: ['image/gif'] },
  { Extensions: ['webp'], MimeTypes: ['image/webp'] },
  { Extensions: ['svg'], MimeTypes: ['image/svg+xml'] },
  { Extensions: ['txt'], MimeTypes: ['text/plain'] },
  { Extensions: ['csv'], MimeTypes: ['text/csv', 'text/plain'] },
  { Extensions: ['json'], MimeTypes: ['application/json'] },
  { Extensions: ['md'], MimeTypes: ['text/markdown', 'text/plain'] },
  // Browsers on Windows declare ZIP archives as application/x-zip-compressed.
  { Extensions: ['zip'], MimeTypes: ['application/x-zip-compressed', 'application/zip'] },
  { Extensions: ['docx'], MimeTypes: [`${officeDocument}.wordprocessingml.document`] },
  { Extensions: ['xlsx'], MimeTypes: [`${officeDocument}.spreadsheetml.sheet`] },
  { Extensions: ['pptx'], MimeTypes: [`${officeDocument}.presentationml.presentation`] },
]
