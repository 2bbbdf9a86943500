import type { Db } from '../../../db'
import { EnvelopeError } from '../../../http/errors'
import type { DefinitionModel } from '../model'
import { checkForPurpose, diagnosticIssues, type ExpressionPurposeValue, type PurposeCheck } from './check'
import { checkTargetFor, evaluationContextFor } from './expressions.service'

/** Saving an expression checks it first: a mistake is refused (400) with its diagnostics at `member`. */
export async function assertValidExpression(
  db: Db,
  model: DefinitionModel,
  purpose: ExpressionPurposeValue,
  text: string,
  member: string,
  now: Date,
): Promise<PurposeCheck> {
  const target = await checkTargetFor(db, model, purpose, {}, await evaluationContextFor(db, null, now))
  const checked = checkForPurpose(text, target)
  if (checked.check.diagnostics.length > 0) throw new EnvelopeError(400, diagnosticIssues(text, checked.check, member))
  return checked
}
