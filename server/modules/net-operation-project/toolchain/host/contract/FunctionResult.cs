using System;
using System.Collections.Generic;

namespace Workspace.Host
{
    public enum FunctionOutcome { Success, Validation }

    /// <summary>A problem with the input: which field (or null for the whole call) and why.</summary>
    public sealed class Issue
    {
        public Issue(string field, string message)
        {
            Field = field;
            Message = message ?? "";
        }

        public string Field { get; private set; }
        public string Message { get; private set; }
    }

    /// <summary>Fields to set on one record: only the ones that change.</summary>
    public sealed class RecordChange
    {
        public RecordChange(string entityName, string id, JsonObject fields)
        {
            if (string.IsNullOrEmpty(entityName)) throw new ArgumentException("A change needs the entity's name.", "entityName");
            EntityName = entityName;
            Id = id;
            Fields = fields ?? new JsonObject();
        }

        public string EntityName { get; private set; }
        /// <summary>The record's id (null: the record the handler runs for, while it is being created).</summary>
        public string Id { get; private set; }
        public JsonObject Fields { get; private set; }

        public RecordChange Set(string fieldKey, JsonValue value)
        {
            Fields.Set(fieldKey, value);
            return this;
        }

        /// <summary>The named fields (property names or field keys) of an entity object, as they are now.</summary>
        public static RecordChange For(IEntityRecord entity, params string[] propertiesOrFieldKeys)
        {
            if (entity == null) throw new ArgumentNullException("entity");
            var all = entity.ToFields();
            var fields = new JsonObject();
            foreach (var name in propertiesOrFieldKeys ?? new string[0])
            {
                var key = entity.ResolveFieldKey(name);
                if (key == null) throw new ArgumentException("\"" + name + "\" is neither a property nor a field key of \"" + entity.EntityName + "\".");
                fields.Set(key, all[key]);
            }
            return new RecordChange(entity.EntityName, entity.Id, fields);
        }

        /// <summary>The fields whose values differ between original (null: none) and current.</summary>
        public static RecordChange Diff(IEntityRecord original, IEntityRecord current)
        {
            if (current == null) throw new ArgumentNullException("current");
            if (original != null && original.EntityName != current.EntityName)
                throw new ArgumentException("Both records must belong to the same entity.");
            var before = original == null ? new JsonObject() : original.ToFields();
            var fields = new JsonObject();
            foreach (var member in current.ToFields())
                if (original == null || !JsonValue.DeepEquals(before[member.Key], member.Value)) fields.Set(member.Key, member.Value);
            return new RecordChange(current.EntityName, current.Id, fields);
        }
    }

    /// <summary>What a function returns: success (a summary or value, maybe changes) or validation issues.</summary>
    public sealed class FunctionResult
    {
        private FunctionResult(FunctionOutcome outcome) { Outcome = outcome; }

        public FunctionOutcome Outcome { get; private set; }
        public string Summary { get; private set; }
        public JsonValue Result { get; private set; }
        public IList<Issue> Issues { get { return issues.AsReadOnly(); } }
        public IList<RecordChange> RecordChanges { get { return changes.AsReadOnly(); } }

        private readonly List<Issue> issues = new List<Issue>();
        private readonly List<RecordChange> changes = new List<RecordChange>();

        /// <summary>Text becomes the summary; JSON values, numbers, booleans and entity objects become the result.</summary>
        public static FunctionResult Success(object summaryOrValue)
        {
            var result = new FunctionResult(FunctionOutcome.Success);
            var entity = summaryOrValue as IEntityRecord;
            if (summaryOrValue == null) return result;
            if (summaryOrValue is string) result.Summary = (string)summaryOrValue;
            else if (summaryOrValue is JsonValue) result.Result = (JsonValue)summaryOrValue;
            else if (entity != null) result.Result = new JsonObject { { "EntityName", entity.EntityName }, { "Id", entity.Id }, { "Fields", entity.ToFields() } };
            else if (summaryOrValue is bool) result.Result = JsonValue.From((bool)summaryOrValue);
            else if (summaryOrValue is int || summaryOrValue is long || summaryOrValue is short || summaryOrValue is byte)
                result.Result = JsonValue.From(Convert.ToInt64(summaryOrValue));
            else if (summaryOrValue is decimal) result.Result = JsonValue.From((decimal)summaryOrValue);
            else if (summaryOrValue is double || summaryOrValue is float) result.Result = JsonValue.From(Convert.ToDouble(summaryOrValue));
            else result.Summary = Convert.ToString(summaryOrValue, System.Globalization.CultureInfo.InvariantCulture);
            return result;
        }

        public static FunctionResult Success(string summary, JsonValue result)
        {
            var success = new FunctionResult(FunctionOutcome.Success);
            success.Summary = summary;
            success.Result = result;
            return success;
        }

        public static FunctionResult Invalid(params Issue[] issues)
        {
            var result = new FunctionResult(FunctionOutcome.Validation);
            foreach (var issue in issues ?? new Issue[0]) if (issue != null) result.issues.Add(issue);
            if (result.issues.Count == 0) result.issues.Add(new Issue(null, "The input is not valid."));
            return result;
        }

        public static FunctionResult Changes(params RecordChange[] changes)
        {
            var result = new FunctionResult(FunctionOutcome.Success);
            foreach (var change in changes ?? new RecordChange[0]) if (change != null) result.changes.Add(change);
            return result;
        }

        public FunctionResult WithSummary(string summary)
        {
            Summary = summary;
            return this;
        }
    }
}
