/** Lets the browser save bytes fetched with the session's token (a plain link would not carry it). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  // The click starts the download asynchronously; revoking at once could cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
