import type { Issue } from '../../../http/envelope'
import { forbidden, issue } from '../../../http/errors'
import type { BoardTargetDefinitionConfig } from '../admin/config'
import type { OperationDecisions } from './types'
import { ProcessContentPolicy } from '../../../../shared/enums'

/**
 * Who may do what with an item's comments. The board's Part definition switches comments on
 * (CommentsEnabled); the item's target definition sets the policies: Denied blocks, Allowed lets every
 * reader of the item comment, Inherit follows the item's `update` decision (closed items then take none).
 */

export const maxCommentLength = 5000
export const maxMentions = 20

export const CommentCode = {
  disabled: 'serviceBoards.runtime.commentsDisabled',
  policyDenied: 'serviceBoards.security.commentPolicyDenied',
  notAuthor: 'serviceBoards.security.notCommentAuthor',
} as const

export interface CommentRights {
  read: boolean
  create: boolean
  /** Delete anyone's comment (the `manage` decision). */
  deleteAny: boolean
}

export function commentRights(decisions: OperationDecisions, definition: BoardTargetDefinitionConfig | undefined): CommentRights {
  const readPolicy = definition?.readCommentPolicy ?? ProcessContentPolicy.Inherit
  const createPolicy = definition?.createCommentPolicy ?? ProcessContentPolicy.Inherit
  const read = decisions.read.IsAllowed && readPolicy !== ProcessContentPolicy.Denied
  const create = read && createPolicy !== ProcessContentPolicy.Denied && (createPolicy === ProcessContentPolicy.Allowed || decisions.update.IsAllowed)
  return { read, create, deleteAny: read && decisions.manage.IsAllowed }
}

/** 403 naming what is missing, in the shape of the other item denials (code, operationKey). */
export function commentDenied(detail: string, code: string, operationKey: string) {
  const error = forbidden(detail, {})
  Object.assign(error.problem, { code, operationKey })
  return error
}

/** The text as written, checked: not blank, at most maxCommentLength characters. */
export function commentTextIssues(text: string): Issue[] {
  if (text.trim() === '') return [issue('workspace.validation.required', 'CommentText cannot be empty.', 'CommentText')]
  if (text.length > maxCommentLength) {
    return [issue('serviceBoards.runtime.validation.invalid', `CommentText may have at most ${maxCommentLength} characters (it has ${text.length}).`, 'CommentText')]
  }
  return []
}
