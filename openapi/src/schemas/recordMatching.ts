import type { Schema } from '../types'
import { arr, assumed, bool, dateTime, filled, int32, json, map, nullable, obj, ref, request, str, uuid } from '../s'

/**
 * Record-matching profiles and the pair tester. The spec names a profile's TargetKind and ActionMode
 * and the rule and field evidence of a full scan's groups; everything else is designed in its
 * conventions (docs/record-matching.md).
 */

const NOTE = 'Record-matching profile members the spec does not show beyond TargetKind, ActionMode and the evidence names; designed in its conventions.'
const SCAN_NOTE = 'The full scan (Data) members are named in prose by the spec; these names are ours.'
const TEST_NOTE = 'The pair tester is not in the spec: it answers the evidence of one pair as a full scan would record it.'

const text = (maxLength: number, description?: string): Schema => ({ type: 'string', maxLength, ...(description ? { description } : {}) })
const basisPoints = (description: string): Schema => ({ type: 'integer', format: 'int32', minimum: 0, maximum: 10000, description })

/** One criterion as it is written. */
const criterionInput: Record<string, Schema> = {
  FieldKey: text(64, 'Key of a field of the target definition\'s main table.'),
  Normalizers: ref('RecordMatchingNormalizer'),
  ComparisonMode: ref('RecordMatchingComparisonMode'),
  CharacterCount: nullable(int32('N of FirstCharacters and LastCharacters (1 to 100); null otherwise.')),
  FuzzyAlgorithm: nullable(ref('RecordMatchingFuzzyAlgorithm')),
  DiacriticMode: ref('RecordMatchingDiacriticMode'),
  TokenOrderMode: ref('RecordMatchingTokenOrderMode'),
  Threshold: nullable(basisPoints('Least similarity of a Fuzzy criterion, in basis points; null for the other modes.')),
  Weight: int32('Share of the criterion in its rule\'s similarity (1 to 100).'),
}
const criterionRequired = ['FieldKey', 'Normalizers', 'ComparisonMode', 'DiacriticMode', 'TokenOrderMode', 'Weight']

const ruleInput = {
  Key: text(64, 'Lower-case letters, digits and dashes, starting with a letter; unique in the profile.'),
  Label: text(120),
  Score: basisPoints('Configured score of the rule when all its criteria hold.'),
  Criteria: { ...arr(ref('RecordMatchingCriterionInput'), 'One to 20 criteria; all must hold for the rule to match.'), minItems: 1, maxItems: 20 },
}

const profileInput: Record<string, Schema> = {
  Key: text(64, 'Lower-case letters, digits and dashes, starting with a letter; unique among profiles.'),
  DisplayName: text(200),
  Description: nullable(text(2000)),
  EntityDefinitionId: str('Id or Name of the entity definition the profile matches within.'),
  TargetKind: ref('RecordMatchingTargetKind'),
  ScopeFieldKey: nullable(text(64, 'WithinReference: key of a single reference field of the main table; records match only when they reference the same record through it. Null for SameDefinition.')),
  ActionMode: ref('RecordMatchingActionMode'),
  ArchiveMode: ref('ArchiveMode'),
  IsEnabled: bool(),
  Rules: { ...arr(ref('RecordMatchingRuleInput'), 'One to 20 rules, in order.'), minItems: 1, maxItems: 20 },
}
const profileRequired = ['Key', 'DisplayName', 'EntityDefinitionId', 'TargetKind', 'ActionMode', 'ArchiveMode', 'IsEnabled', 'Rules']

const summary: Record<string, Schema> = {
  Id: str('The profileId.'),
  Key: str(),
  DisplayName: str(),
  EntityDefinitionId: nullable(str('Null when the definition no longer exists.')),
  EntityDefinitionName: str(),
  TargetKind: ref('RecordMatchingTargetKind'),
  ScopeField: nullable(ref('RecordMatchingScopeField')),
  ActionMode: ref('RecordMatchingActionMode'),
  ArchiveMode: ref('ArchiveMode'),
  IsEnabled: bool(),
  RuleCount: int32(),
  ModifiedAt: dateTime(),
  RowVersion: uuid(),
}

/** The evidence names of the spec's full-scan Reasons, shared by the tester's field evidence. */
const fieldEvidence: Record<string, Schema> = {
  RuleId: str(),
  RuleKey: str(),
  RuleLabel: str(),
  FieldId: str(),
  FieldKey: str(),
  FieldLabel: str(),
  Diagnostic: ref('RecordMatchingDiagnostic'),
  EditDistance: nullable(int32('Levenshtein or Damerau-Levenshtein distance of the compared values; null otherwise.')),
  Threshold: nullable(int32()),
  Similarity: basisPoints('Field similarity in basis points.'),
  Weight: nullable(int32()),
  Normalizers: ref('RecordMatchingNormalizer'),
  ComparisonMode: ref('RecordMatchingComparisonMode'),
  FuzzyAlgorithm: nullable(ref('RecordMatchingFuzzyAlgorithm')),
  DiacriticMode: ref('RecordMatchingDiacriticMode'),
  TokenOrderMode: ref('RecordMatchingTokenOrderMode'),
  IsScope: bool('The implicit exact comparison of a WithinReference profile\'s scope field (weight 0), first in every rule.'),
}

export const recordMatchingSchemas: Record<string, Schema> = {
  RecordMatchingCriterionInput: assumed(obj(criterionInput, { closed: true, required: criterionRequired }), NOTE),
  RecordMatchingRuleInput: assumed(obj(ruleInput, { closed: true, required: Object.keys(ruleInput) }), NOTE),
  RecordMatchingProfileRequest: request(profileInput, profileRequired, `${NOTE} Create-profile body: not shown.`),
  RecordMatchingProfileReplaceRequest: request(
    { ...profileInput, RowVersion: uuid() },
    [...profileRequired, 'RowVersion'],
    `${NOTE} The complete replacement configuration: not shown.`,
  ),
  RecordMatchingScopeField: filled(
    {
      FieldId: str(),
      FieldKey: str('The field\'s id when it has been deleted since (the profile then matches nothing).'),
      FieldLabel: str(),
      ReferenceToEntityDefinitionId: nullable(str('The definition the field references; null when the field has been deleted.')),
    },
    `${NOTE} The reference field a WithinReference profile matches within.`,
  ),
  RecordMatchingProfileSummary: filled(summary, NOTE),
  RecordMatchingScannableProfile: filled(
    {
      Id: str('The profileId.'),
      Key: str(),
      DisplayName: str(),
      Description: nullable(str()),
      EntityDefinitionId: str(),
      EntityDefinitionName: str(),
      EntityDisplayName: str('The definition\'s plural display name.'),
      TargetKind: ref('RecordMatchingTargetKind'),
      ScopeField: nullable(ref('RecordMatchingScopeField')),
      ActionMode: ref('RecordMatchingActionMode'),
      ArchiveMode: ref('ArchiveMode'),
      Rules: arr(ref('RecordMatchingScannableProfileRule')),
      ComparedFields: arr(ref('RecordMatchingComparedField'), 'The fields a reviewer compares, once each: the scope field first, then in the order the rules name them.'),
    },
    `${NOTE} An enabled profile as those who scan and review see it: what it compares, not how.`,
  ),
  RecordMatchingScannableProfileRule: filled({ Id: str(), Key: str(), Label: str() }, NOTE),
  RecordMatchingComparedField: filled({ FieldKey: str(), FieldLabel: str() }, NOTE),
  RecordMatchingCriterion: filled(
    { ...criterionInput, FieldId: str(), FieldLabel: str(), Threshold: nullable(int32()), CharacterCount: nullable(int32()) },
    NOTE,
  ),
  RecordMatchingRule: filled(
    {
      Id: str('Stable: a replacement keeps the id of a rule with the same Key.'),
      Key: str(),
      Label: str(),
      Score: int32(),
      Criteria: arr(ref('RecordMatchingCriterion')),
    },
    NOTE,
  ),
  RecordMatchingProfileDetail: filled(
    { ...summary, Description: nullable(str()), CreatedAt: dateTime(), Rules: arr(ref('RecordMatchingRule')) },
    NOTE,
  ),
  RecordMatchingPairSide: request(
    {
      InstanceId: nullable(str('A record of the target definition, read as the caller may read it.')),
      Values: nullable(map(json(), 'Typed values by field key, in place of a record.')),
    },
    [],
    `${TEST_NOTE} Exactly one of InstanceId and Values.`,
  ),
  RecordMatchingPairTestRequest: request(
    {
      Left: ref('RecordMatchingPairSide'),
      Right: ref('RecordMatchingPairSide'),
      Configuration: nullable(ref('RecordMatchingProfileRequest')),
    },
    ['Left', 'Right'],
    `${TEST_NOTE} Configuration tests an unsaved profile in place of the stored one (profileId "new": a profile not yet created).`,
  ),
  RecordMatchingValueSteps: filled(
    {
      Raw: json('The value as stored or typed.'),
      Normalized: str('After the criterion\'s normalizers.'),
      Folded: str('After the diacritic mode.'),
      Tokens: arr(str(), 'Words after the token order mode.'),
      Compared: str('What the comparison mode compares.'),
      IsBlank: bool('Blank values never match.'),
    },
    TEST_NOTE,
  ),
  RecordMatchingFieldEvidence: filled(
    {
      ...fieldEvidence,
      Passed: bool('Whether the criterion holds.'),
      Contribution: basisPoints('Weight times similarity over the rule\'s total weight.'),
      Left: ref('RecordMatchingValueSteps'),
      Right: ref('RecordMatchingValueSteps'),
    },
    TEST_NOTE,
  ),
  RecordMatchingRuleEvidence: filled(
    {
      RuleId: str(),
      RuleKey: str(),
      RuleLabel: str(),
      ConfiguredScore: int32(),
      Similarity: basisPoints('Weighted similarity of the rule\'s fields.'),
      EffectiveScore: basisPoints('Configured score times similarity; 0 when a criterion does not hold.'),
      IsMatch: bool(),
      Fields: arr(ref('RecordMatchingFieldEvidence')),
    },
    TEST_NOTE,
  ),
  RecordMatchingPairSideInfo: filled({ InstanceId: nullable(str()), DisplayName: nullable(str()) }, TEST_NOTE),
  RecordMatchingPairTest: filled(
    {
      ProfileId: nullable(str('Null for an unsaved profile.')),
      ProfileKey: str(),
      TargetKind: ref('RecordMatchingTargetKind'),
      ActionMode: ref('RecordMatchingActionMode'),
      Left: ref('RecordMatchingPairSideInfo'),
      Right: ref('RecordMatchingPairSideInfo'),
      Score: basisPoints('The highest effective score of a matching rule; 0 when none matches.'),
      ConfidenceBand: nullable(ref('RecordMatchingConfidenceBand')),
      IsMatch: bool(),
      Rules: arr(ref('RecordMatchingRuleEvidence')),
      Scope: nullable(ref('RecordMatchingPairScope')),
    },
    TEST_NOTE,
  ),
  RecordMatchingPairScope: filled(
    {
      FieldId: str(),
      FieldKey: str(),
      FieldLabel: str(),
      Left: nullable(ref('EntityInstanceLookupItem')),
      Right: nullable(ref('EntityInstanceLookupItem')),
      IsSame: bool('Both sides reference the same record: only then can a rule match.'),
    },
    `${TEST_NOTE} The records each side references through a WithinReference profile's scope field (restricted when the caller may not read them).`,
  ),
  RecordMatchingFullScanStartRequest: request(
    {
      ProfileId: str('The record-matching profile; it must match records of this entity and be enabled.'),
      ArchiveMode: nullable(ref('ArchiveMode')),
      AnchorInstanceId: nullable(str('Only the duplicates of this record: it is compared with every visible record.')),
    },
    ['ProfileId'],
    `${SCAN_NOTE} Starting a scan is not in the spec.`,
  ),
  RecordMatchingDecisionRequest: request(
    {
      ProfileId: str('The profile whose scans the decision applies to.'),
      InstanceIds: { ...arr(str(), 'The records decided on (2 to 50): the decision holds for every pair of them.'), minItems: 2, maxItems: 50 },
      Decision: nullable(ref('RecordMatchingDecision')),
    },
    ['ProfileId', 'InstanceIds'],
    `${SCAN_NOTE} Decisions are not in the spec. Decision null takes an earlier decision back.`,
  ),
  RecordMatchingDecisionResult: filled(
    {
      ProfileId: str(),
      InstanceIds: arr(str()),
      Decision: nullable(ref('RecordMatchingDecision')),
      PairCount: int32('The pairs of records the decision was written or taken back for.'),
      DecidedAt: dateTime(),
    },
    SCAN_NOTE,
  ),
  RecordMatchingScanProfile: filled(
    { Id: str(), Key: str(), DisplayName: str(), TargetKind: ref('RecordMatchingTargetKind'), ActionMode: ref('RecordMatchingActionMode') },
    SCAN_NOTE,
  ),
  RecordMatchingScanRule: filled(
    {
      RuleId: str(),
      RuleKey: str(),
      RuleLabel: str(),
      EffectiveScore: basisPoints('Configured score times similarity.'),
      ConfiguredScore: nullable(int32()),
      Similarity: basisPoints('Weighted similarity of the rule\'s fields.'),
    },
    SCAN_NOTE,
  ),
  RecordMatchingScanReason: filled(fieldEvidence, `${SCAN_NOTE} Field evidence without the compared values.`),
  RecordMatchingScanCandidate: filled({ InstanceId: str(), DisplayName: str() }, SCAN_NOTE),
  RecordMatchingScanGroup: filled(
    {
      Id: str('Stable: derived from the sorted ids of all its records.'),
      Score: basisPoints('The best pair score inside the group.'),
      ConfidenceBand: ref('RecordMatchingConfidenceBand'),
      GroupKind: ref('RecordMatchingGroupKind'),
      Rules: arr(ref('RecordMatchingScanRule')),
      Reasons: arr(ref('RecordMatchingScanReason')),
      Candidates: arr(ref('RecordMatchingScanCandidate'), 'The records of the group the caller may read now.'),
      HiddenCandidateCount: int32('Records of the group the caller may not read now: counted, never identified.'),
      Decision: nullable(ref('RecordMatchingDecision')),
      IsNew: nullable(bool('Not a group of the previous scan of the same profile and scope; null when there is none.')),
    },
    SCAN_NOTE,
  ),
  RecordMatchingDissolvedGroup: filled(
    {
      Id: str(),
      Candidates: arr(ref('RecordMatchingScanCandidate'), 'Its records the caller may read now.'),
      HiddenCandidateCount: int32(),
    },
    `${SCAN_NOTE} A group of the previous scan this scan no longer finds.`,
  ),
  RecordMatchingScanComparison: filled(
    {
      PreviousScanId: str(),
      PreviousCompletedAt: nullable(dateTime()),
      NewGroupCount: int32('Groups of this scan the previous one did not have.'),
      DissolvedGroupCount: int32('Groups of the previous scan this one does not have.'),
      DissolvedGroups: arr(ref('RecordMatchingDissolvedGroup'), 'The first 20 of them.'),
    },
    `${SCAN_NOTE} The scan compared with the previous succeeded scan of the same owner, profile, archive scope and anchor.`,
  ),
  RecordMatchingFullScan: filled(
    {
      Id: str(),
      Status: ref('RecordMatchingFullScanStatus'),
      Phase: ref('RecordMatchingFullScanPhase'),
      JobId: nullable(str('Persisted job identifier.')),
      Profile: ref('RecordMatchingScanProfile'),
      ArchiveMode: ref('ArchiveMode'),
      AnchorInstanceId: nullable(str()),
      ProgressDone: nullable(int32()),
      ProgressTotal: nullable(int32()),
      TotalVisibleRecords: nullable(int32('Every record the owner could read in the archive scope.')),
      TotalScannedRecords: nullable(int32()),
      ScanLimitReached: nullable(bool()),
      GroupCount: nullable(int32()),
      CandidateCount: nullable(int32('Distinct records in all groups.')),
      AttemptCount: int32(),
      CanCancel: bool(),
      CanRetry: bool(),
      TransientFailure: bool('Queued again after a failed attempt.'),
      FailureCode: nullable(str()),
      FailureMessage: nullable(str()),
      CreatedAt: dateTime(),
      FirstProcessedAt: nullable(dateTime()),
      CompletedAt: nullable(dateTime()),
      SnapshotAt: nullable(dateTime('When the result was stored.')),
      Result: nullable(ref('RecordMatchingFullScanResult')),
    },
    SCAN_NOTE,
  ),
  RecordMatchingFullScanRun: filled(
    {
      Profile: ref('RecordMatchingScanProfile'),
      TotalVisibleRecords: int32(),
      TotalScannedRecords: int32(),
      ScanLimitReached: bool('A target-wide scan stopped at its request limit.'),
      Groups: arr(ref('RecordMatchingScanGroup')),
    },
    SCAN_NOTE,
  ),
  RecordMatchingFullScanResult: filled(
    {
      Run: ref('RecordMatchingFullScanRun'),
      Page: int32('One-based.'),
      PageSize: int32(),
      TotalGroupCount: int32(),
      CandidatesTotal: nullable(int32('Only when candidates are paged; they are not (null).')),
      Comparison: nullable(ref('RecordMatchingScanComparison')),
    },
    SCAN_NOTE,
  ),
}
