using System;
using System.Collections.Generic;

namespace Workspace.Host
{
    /// <summary>The record a function runs for, as the workspace sent it.</summary>
    public sealed class StoredRecord
    {
        public StoredRecord(string entityName, string id, JsonObject fields)
        {
            EntityName = entityName;
            Id = id;
            Fields = fields ?? new JsonObject();
        }

        public string EntityName { get; private set; }
        public string Id { get; private set; }
        public JsonObject Fields { get; private set; }
    }

    /// <summary>What a function gets: its arguments, the record (handlers), who runs it and when.</summary>
    public sealed class FunctionContext
    {
        private readonly Action<string> log;

        public FunctionContext(string functionKey, JsonObject arguments, StoredRecord record, MutationOperation? operation,
            string userId, DateTimeOffset now, Action<string> log)
        {
            FunctionKey = functionKey;
            Arguments = arguments ?? new JsonObject();
            RawRecord = record;
            Operation = operation;
            UserId = userId;
            Now = now;
            this.log = log;
        }

        public string FunctionKey { get; private set; }
        /// <summary>The arguments (never null; a missing argument reads as null).</summary>
        public JsonObject Arguments { get; private set; }
        /// <summary>The record as sent, or null when the function runs without one.</summary>
        public StoredRecord RawRecord { get; private set; }
        /// <summary>For mutation handlers: what happens to the record.</summary>
        public MutationOperation? Operation { get; private set; }
        public string UserId { get; private set; }
        /// <summary>The workspace's time of the call (use it rather than the clock, so reruns agree).</summary>
        public DateTimeOffset Now { get; private set; }

        /// <summary>
        /// The record as an entity class (e.g. Record&lt;Customer&gt;()), or null when there is none.
        /// Throws when the record belongs to another entity.
        /// </summary>
        public T Record<T>() where T : class, IEntityRecord, new()
        {
            if (RawRecord == null) return null;
            var record = new T();
            if (record.EntityName != RawRecord.EntityName)
                throw new InvalidOperationException("The record is a \"" + RawRecord.EntityName + "\", not a \"" + record.EntityName + "\".");
            record.LoadFields(RawRecord.Id, RawRecord.Fields);
            return record;
        }

        /// <summary>A line for the run's log (Console output lands there too).</summary>
        public void Log(string message)
        {
            if (log != null) log(message ?? "");
        }
    }
}
