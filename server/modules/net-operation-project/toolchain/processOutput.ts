import { StringDecoder } from 'node:string_decoder'

/** Capture of a tool's output: bounded, line callbacks, and what the runtime's reports mean. */

const maxCaptureBytes = 1024 * 1024
const maxLineLength = 64 * 1024

/** Output capture up to a limit; the rest is counted and dropped. Lines go to onLine as they come. */
export class BoundedText {
  private readonly chunks: Buffer[] = []
  private readonly decoder = new StringDecoder('utf8')
  private size = 0
  private dropped = 0
  private partialLine = ''

  constructor(private readonly onLine?: (line: string) => void) {}

  add(chunk: Buffer): void {
    if (this.onLine) this.splitLines(this.decoder.write(chunk))
    const room = maxCaptureBytes - this.size
    const kept = chunk.length > room ? chunk.subarray(0, Math.max(0, room)) : chunk
    if (kept.length > 0) this.chunks.push(kept)
    this.size += kept.length
    this.dropped += chunk.length - kept.length
  }

  text(): string {
    if (this.onLine) {
      this.splitLines(this.decoder.end())
      if (this.partialLine) this.onLine(this.partialLine)
      this.partialLine = ''
    }
    const text = Buffer.concat(this.chunks).toString('utf8')
    return this.dropped > 0 ? `${text}\n(${this.dropped} more bytes of output were dropped)` : text
  }

  private splitLines(text: string): void {
    const lines = (this.partialLine + text).split('\n')
    this.partialLine = lines.pop() ?? ''
    // A line without end is passed on in pieces rather than held without bound.
    if (this.partialLine.length > maxLineLength) lines.push(this.partialLine)
    if (this.partialLine.length > maxLineLength) this.partialLine = ''
    for (const line of lines) this.onLine?.(line.replace(/\r$/, ''))
  }
}

/** The runtime's own reports; compiler diagnostics (which may quote user code) do not count. */
export function reportsOutOfMemory(output: string): boolean {
  return output
    .split('\n')
    .filter((line) => !/^(.+?\(\d+,\d+\): )?(error|warning) CS\d{4}:/.test(line.trim()))
    .some((line) => /OutOfMemoryException|Out of memory|could not allocate|mmap\(\) failed/i.test(line))
}

