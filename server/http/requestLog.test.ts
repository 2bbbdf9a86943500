import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLoggedApp, type LoggedApp } from '../test/loggedApp'

let app: LoggedApp
beforeAll(async () => {
  app = await startLoggedApp({ logger: true })
})
afterAll(() => app?.close())

interface LogLine {
  reqId?: string
  msg?: string
  req?: { path?: string }
  res?: { statusCode?: number }
}

/** The request's "incoming request" and "request completed" lines, found by its marker in the path. */
async function linesOf(marker: string): Promise<{ incoming: LogLine | undefined; completed: LogLine | undefined }> {
  // The completion line is written when the answer has been sent: give the stream a moment.
  await new Promise((resolve) => setTimeout(resolve, 50))
  const lines = app.logged().split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine)
  const incoming = lines.find((line) => line.msg === 'incoming request' && line.req?.path?.includes(marker))
  const completed = lines.find((line) => line.msg === 'request completed' && line.reqId === incoming?.reqId)
  return { incoming, completed }
}

describe('requests the router refuses are logged with their status', () => {
  it('logs a 414 (a path segment too long) with its status and a bounded path', async () => {
    const segment = `log414${'s'.repeat(3_000)}`
    const response = await fetch(`${app.url}/api/workspace/admin/users/${segment}?secretQuery=value414`)
    expect(response.status).toBe(414)
    expect(await response.json()).toMatchObject({ Success: false, Errors: [{ Code: 'workspace.request.uriTooLong' }] })
    const { incoming, completed } = await linesOf('log414')
    expect(completed?.res?.statusCode).toBe(414)
    expect(incoming!.req!.path!.length).toBeLessThan(300)
    expect(app.logged()).not.toContain(segment)
    expect(app.logged()).not.toContain('value414')
  })

  it('logs a 400 (bad percent-encoding) with its status and no query', async () => {
    const response = await fetch(`${app.url}/api/workspace/admin/users/logbad%E0%A4%A?access_token=wat_secret400`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ Success: false, Errors: [{ Code: 'workspace.request.badUrl' }] })
    const { completed } = await linesOf('logbad')
    expect(completed?.res?.statusCode).toBe(400)
    expect(app.logged()).not.toContain('wat_secret400')
  })
})
