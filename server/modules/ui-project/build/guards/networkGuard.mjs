// Preload (`node --import`) of the UI build's child processes: every use of the network throws.
// The build only reads and writes local files, so a tool or a project module that reaches for the
// network is a bug or an attack, and either way the build must fail instead. Plain JavaScript so
// that it loads before anything else, the TypeScript loader included.
import dgram from 'node:dgram'
import dns from 'node:dns'
import http from 'node:http'
import http2 from 'node:http2'
import https from 'node:https'
import { syncBuiltinESMExports } from 'node:module'
import net from 'node:net'
import tls from 'node:tls'

export const networkRefusedCode = 'ERR_UI_BUILD_NETWORK_REFUSED'

/** @param {string} what */
function refuse(what) {
  const error = new Error(`Network access is disabled in the UI build sandbox (${what}).`)
  Object.assign(error, { code: networkRefusedCode })
  throw error
}

/** @param {string} what */
const refusing = (what) => () => refuse(what)

/** @param {string} what */
const refusingAsync = (what) => async () => refuse(what)

net.Socket.prototype.connect = refusing('net.Socket.connect')
net.connect = refusing('net.connect')
net.createConnection = refusing('net.createConnection')
net.Server.prototype.listen = refusing('net.Server.listen')
tls.connect = refusing('tls.connect')
http.request = refusing('http.request')
http.get = refusing('http.get')
https.request = refusing('https.request')
https.get = refusing('https.get')
http2.connect = refusing('http2.connect')
dgram.createSocket = refusing('dgram.createSocket')

const dnsFunctions = [
  'lookup', 'lookupService', 'resolve', 'resolve4', 'resolve6', 'resolveAny', 'resolveCaa', 'resolveCname',
  'resolveMx', 'resolveNaptr', 'resolveNs', 'resolvePtr', 'resolveSoa', 'resolveSrv', 'resolveTxt', 'reverse',
]
for (const name of dnsFunctions) {
  Object.assign(dns, { [name]: refusing(`dns.${name}`) })
  Object.assign(dns.promises, { [name]: refusingAsync(`dns.promises.${name}`) })
  Object.assign(dns.Resolver.prototype, { [name]: refusing(`dns.Resolver.${name}`) })
  Object.assign(dns.promises.Resolver.prototype, { [name]: refusingAsync(`dns.promises.Resolver.${name}`) })
}

globalThis.fetch = refusingAsync('fetch')
for (const name of ['WebSocket', 'EventSource']) {
  if (name in globalThis) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      writable: true,
      value: class {
        constructor() {
          refuse(name)
        }
      },
    })
  }
}

// `import { request } from 'node:http'` reads the module's exports as they were; this updates them.
syncBuiltinESMExports()
