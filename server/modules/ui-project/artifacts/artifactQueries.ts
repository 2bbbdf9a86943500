import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import type { ArtifactKind } from './artifactModel'
import { findArtifactRow, listArtifactRows } from './artifacts.repo'

export async function listArtifacts<Dto>(db: Db, kind: ArtifactKind<Dto>): Promise<Dto[]> {
  return (await listArtifactRows(db, kind.project)).map((row) => kind.toDto(row))
}

export async function getArtifact<Dto>(db: Db, kind: ArtifactKind<Dto>, artifactId: string): Promise<Dto> {
  const row = await findArtifactRow(db, kind.project, artifactId)
  if (!row) throw notFound(`Artifact "${artifactId}" does not exist.`, artifactId)
  return kind.toDto(row)
}
