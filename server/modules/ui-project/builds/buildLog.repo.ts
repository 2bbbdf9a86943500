import type { Db } from '../../../db'

/** Each stage's log lines (ui_project_build_logs): appended while a build runs, read in windows. */

export async function appendLogLines(db: Db, buildId: string, stage: number, lines: string[], truncated: boolean): Promise<void> {
  await db.query(
    `INSERT INTO ui_project_build_logs (build_id, stage, lines, truncated) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (build_id, stage) DO UPDATE SET lines = ui_project_build_logs.lines || EXCLUDED.lines,
       truncated = ui_project_build_logs.truncated OR EXCLUDED.truncated`,
    [buildId, stage, JSON.stringify(lines), truncated],
  )
}

export async function clearLogs(db: Db, buildId: string): Promise<void> {
  await db.query('DELETE FROM ui_project_build_logs WHERE build_id = $1', [buildId])
}

export interface LogWindow {
  lines: string[]
  totalLines: number
  truncated: boolean
}

/** Lines offset..offset+limit of a stage's log; a stage without a log reads as an empty one. */
export async function readLogWindow(db: Db, buildId: string, stage: number, offset: number, limit: number): Promise<LogWindow> {
  const [row] = await db.query<{ total: number; truncated: boolean; page_lines: string[] | null }>(
    `SELECT jsonb_array_length(lines) AS total, truncated,
       (SELECT jsonb_agg(line ORDER BY position) FROM jsonb_array_elements_text(lines) WITH ORDINALITY AS item (line, position)
        WHERE position > $3::bigint AND position <= $3::bigint + $4::bigint) AS page_lines
     FROM ui_project_build_logs WHERE build_id = $1 AND stage = $2`,
    [buildId, stage, offset, limit],
  )
  if (!row) return { lines: [], totalLines: 0, truncated: false }
  return { lines: row.page_lines ?? [], totalLines: Number(row.total), truncated: row.truncated }
}
