// Preload (`node --import`) of the UI build's child processes: when the process that started the
// child (the API) dies, even by SIGKILL, the child kills its whole process group (vue-tsc, ESLint,
// Vite and whatever they started), so no build outlives the API that runs it. Linux has no
// PR_SET_PDEATHSIG in Node, and a tool may compute synchronously for seconds (tsc does) while its
// event loop never turns, so the watch runs on a thread of its own and polls the parent's pid.
// The API's pid comes in UI_BUILD_PARENT_PID. Plain JavaScript so that it loads first.
import { readFileSync } from 'node:fs'
import { isMainThread, Worker } from 'node:worker_threads'

const parentVariable = 'UI_BUILD_PARENT_PID'
export const parentWatchIntervalMs = 200

/** The process group this process leads, or null when it leads none (then only it dies). */
function ledGroup() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    // Fields after the command (which may hold spaces and parentheses): state ppid pgrp …
    const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
    return pgrp === process.pid ? pgrp : null
  } catch {
    // No /proc: the runner starts its children as group leaders (detached).
    return process.pid
  }
}

function start() {
  const parent = Number(process.env[parentVariable])
  if (!Number.isInteger(parent) || parent <= 0) {
    // Fail closed: a child started without its parent's pid could outlive it.
    throw new Error(`${parentVariable} must name the pid of the process that starts the build.`)
  }
  const target = ledGroup() === null ? process.pid : -process.pid
  const watch = new Worker(
    `const { workerData } = require('node:worker_threads')
     const check = () => {
       // Reparented (to init or a subreaper): the parent is gone.
       if (process.ppid === workerData.parent) return
       try { process.kill(workerData.target, 'SIGKILL') } catch { process.kill(process.pid, 'SIGKILL') }
     }
     check()
     setInterval(check, workerData.intervalMs)`,
    // No preloads in the thread (they would start another watch); a small heap is all it needs.
    { eval: true, execArgv: [], workerData: { parent, target, intervalMs: parentWatchIntervalMs }, resourceLimits: { maxOldGenerationSizeMb: 16 } },
  )
  // The watch never keeps the process alive: it ends with the process.
  watch.unref()
}

if (isMainThread) start()
