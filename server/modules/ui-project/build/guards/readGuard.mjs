// Preload (`node --import`) of the UI build's child processes: reading a file outside the allowed
// roots fails. The bundler's CSS pipeline (@import, url()) and the type-checker resolve paths on
// their own, past the bundler's resolver plugin; without this a stylesheet could inline
// /etc/passwd into the published CSS. The roots come as a JSON array of absolute real paths in
// UI_BUILD_READ_ROOTS (the sandbox and the toolchain's packages); metadata (stat, exists) stays
// available because resolvers probe parent folders. Plain JavaScript so that it loads first.
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const readRefusedCode = 'EACCES'

const rootsVariable = 'UI_BUILD_READ_ROOTS'

/** @returns {string[]} */
function readRoots() {
  const roots = JSON.parse(process.env[rootsVariable] ?? 'null')
  if (!Array.isArray(roots) || roots.length === 0 || !roots.every((root) => typeof root === 'string' && path.isAbsolute(root))) {
    // Fail closed: a child started without its roots must not run unguarded.
    throw new Error(`${rootsVariable} must name the allowed read roots.`)
  }
  return roots
}

const roots = readRoots()
const realpath = fs.realpathSync.native

/** @param {unknown} target */
function toPath(target) {
  if (target instanceof URL) return fileURLToPath(target)
  if (Buffer.isBuffer(target)) return target.toString()
  return typeof target === 'string' ? target : null
}

/** @param {string} target */
function isInsideRoots(target) {
  const absolute = path.resolve(target)
  let real = absolute
  try {
    // The real path: `node_modules/vue/../../x` walks out through the symlink, not back up the sandbox.
    real = realpath(absolute)
  } catch {
    // Missing: the operation itself fails the same way.
  }
  return roots.some((root) => real === root || real.startsWith(root.endsWith(path.sep) ? root : root + path.sep))
}

/** @param {unknown} target @param {string} syscall */
function check(target, syscall) {
  const file = toPath(target)
  if (file === null || isInsideRoots(file)) return
  const error = new Error(`EACCES: reading outside the build sandbox is not allowed, ${syscall} '${file}'`)
  Object.assign(error, { code: readRefusedCode, errno: -13, syscall, path: file })
  throw error
}

/**
 * @param {Record<string, unknown>} target
 * @param {string[]} names
 * @param {'sync' | 'callback' | 'promise'} style
 */
function guard(target, names, style) {
  for (const name of names) {
    const original = target[name]
    if (typeof original !== 'function') continue
    /** @param {unknown[]} args */
    const guarded = function (...args) {
      if (style === 'sync') {
        check(args[0], name)
      } else if (style === 'promise') {
        try {
          check(args[0], name)
        } catch (error) {
          return Promise.reject(error)
        }
      } else {
        try {
          check(args[0], name)
        } catch (error) {
          const callback = args.at(-1)
          if (typeof callback !== 'function') throw error
          process.nextTick(callback, error)
          return undefined
        }
      }
      return Reflect.apply(original, this, args)
    }
    Object.defineProperties(guarded, Object.getOwnPropertyDescriptors(original))
    target[name] = guarded
  }
}

const fsExports = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (fs))
const fsPromises = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (fs.promises))
// globSync, glob: Node 22 and later (a name that does not exist is skipped).
guard(fsExports, ['readFileSync', 'openSync', 'readdirSync', 'opendirSync', 'copyFileSync', 'cpSync', 'globSync', 'createReadStream'], 'sync')
guard(fsExports, ['readFile', 'open', 'readdir', 'opendir', 'copyFile', 'cp', 'glob'], 'callback')
guard(fsPromises, ['readFile', 'open', 'readdir', 'opendir', 'copyFile', 'cp', 'glob'], 'promise')

syncBuiltinESMExports()
