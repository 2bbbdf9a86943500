import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import { invalid } from '../../../http/fieldChecks'
import { findEnumMember } from '../../../platform/values'
import { BuildStage } from '../build/stages'
import { settleLostBuilds } from './buildJobSync'
import { readLogWindow } from './buildLog.repo'
import { buildExists, findBuildRow, listBuildRows } from './builds.repo'
import type { ProjectKind } from '../projectKind'
import { toBuildDto, type BuildDto } from './builds.mappers'

/** Reads of builds: a page, one build, a window of a stage's log. Builds a lost job left behind are settled first. */

export interface BuildListQuery {
  page?: number
  pageSize?: number
  kind?: number
  status?: number
}

export async function listBuilds(db: Db, kind: ProjectKind, query: BuildListQuery, now: Date) {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 25
  if (!Number.isInteger(page) || page < 1) throw invalid('page is one-based.', 'page')
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw invalid('pageSize is 1 to 100.', 'pageSize')
  await settleLostBuilds(db, kind, now)
  const { rows, total } = await listBuildRows(db, kind, { page, pageSize, kind: query.kind ?? null, status: query.status ?? null })
  return { Items: rows.map(toBuildDto), TotalCount: total, Page: page, PageSize: pageSize }
}

export async function getBuild(db: Db, kind: ProjectKind, buildId: string, now: Date): Promise<BuildDto> {
  await settleLostBuilds(db, kind, now)
  const row = await findBuildRow(db, kind, buildId)
  if (!row) throw notFound(`Build "${buildId}" does not exist.`, buildId)
  return toBuildDto(row)
}

export interface BuildLogQuery {
  offset?: number
  limit?: number
}

/** A stage the build has not reached (or that wrote nothing) reads as an empty log; a number that is no stage is a 400. */
export async function getBuildLog(db: Db, kind: ProjectKind, buildId: string, stageText: string, query: BuildLogQuery) {
  const stage = /^\d{1,2}$/.test(stageText) ? findEnumMember(BuildStage, stageText) : undefined
  if (stage === undefined) throw invalid(`stage is a BuildStage number from 0 to ${BuildStage.Completed}.`, 'stage')
  const offset = query.offset ?? 0
  const limit = query.limit ?? 500
  if (!Number.isInteger(offset) || offset < 0) throw invalid('offset is 0 or more.', 'offset')
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw invalid('limit is 1 to 1000.', 'limit')
  if (!(await buildExists(db, kind, buildId))) throw notFound(`Build "${buildId}" does not exist.`, buildId)
  const log = await readLogWindow(db, buildId, stage, offset, limit)
  return { BuildId: buildId, Stage: stage, Offset: offset, Lines: log.lines, TotalLines: log.totalLines, Truncated: log.truncated }
}
