using System;
using System.Collections;
using System.Collections.Generic;

namespace Workspace.Host
{
    /// <summary>A JSON array; a C# null item is written as JSON null.</summary>
    public sealed class JsonArray : JsonValue, IEnumerable<JsonValue>
    {
        private readonly List<JsonValue> items = new List<JsonValue>();

        public JsonArray() { }
        public JsonArray(IEnumerable<JsonValue> values) { if (values != null) foreach (var value in values) Add(value); }

        public override JsonKind Kind { get { return JsonKind.Array; } }
        public int Count { get { return items.Count; } }
        public JsonValue this[int index] { get { return items[index]; } set { items[index] = value ?? Null; } }

        public JsonArray Add(JsonValue value) { items.Add(value ?? Null); return this; }

        public IEnumerator<JsonValue> GetEnumerator() { return items.GetEnumerator(); }
        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }

        internal bool SameItems(JsonArray other)
        {
            if (items.Count != other.items.Count) return false;
            for (var i = 0; i < items.Count; i++) if (!DeepEquals(items[i], other.items[i])) return false;
            return true;
        }
    }

    /// <summary>
    /// A JSON object that keeps its members in insertion order. Reading a missing member gives C# null;
    /// the Get* readers are lenient where the workspace may send text (money, large integers).
    /// </summary>
    public sealed class JsonObject : JsonValue, IEnumerable<KeyValuePair<string, JsonValue>>
    {
        private readonly List<string> keys = new List<string>();
        private readonly Dictionary<string, JsonValue> values = new Dictionary<string, JsonValue>(StringComparer.Ordinal);

        public override JsonKind Kind { get { return JsonKind.Object; } }
        public int Count { get { return keys.Count; } }
        public IList<string> Keys { get { return keys.AsReadOnly(); } }

        /// <summary>The member, or null when there is none (a JSON null member reads as JsonValue.Null).</summary>
        public JsonValue this[string key]
        {
            get { JsonValue value; return key != null && values.TryGetValue(key, out value) ? value : null; }
            set { Set(key, value); }
        }

        /// <summary>Adds or replaces a member (collection initialisers use this: new JsonObject { { "a", 1 } }).</summary>
        public void Add(string key, JsonValue value) { Set(key, value); }

        public JsonObject Set(string key, JsonValue value)
        {
            if (key == null) throw new ArgumentNullException("key");
            if (!values.ContainsKey(key)) keys.Add(key);
            values[key] = value ?? Null;
            return this;
        }

        public bool ContainsKey(string key) { return key != null && values.ContainsKey(key); }

        public bool Remove(string key)
        {
            if (key == null || !values.Remove(key)) return false;
            keys.Remove(key);
            return true;
        }

        public string GetString(string key) { return FieldValues.Text(this[key], key); }
        public long? GetLong(string key) { return FieldValues.Integer(this[key], key); }
        public decimal? GetDecimal(string key) { return FieldValues.Number(this[key], key); }
        public bool? GetBool(string key) { return FieldValues.Flag(this[key], key); }
        public JsonObject GetObject(string key) { return FieldValues.Object(this[key], key); }
        public JsonArray GetArray(string key) { return FieldValues.Array(this[key], key); }
        public List<string> GetStringList(string key) { return FieldValues.TextList(this[key], key); }

        public IEnumerator<KeyValuePair<string, JsonValue>> GetEnumerator()
        {
            foreach (var key in keys) yield return new KeyValuePair<string, JsonValue>(key, values[key]);
        }

        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }

        public JsonObject Clone() { return (JsonObject)JsonValue.Parse(ToJson()); }

        internal bool SameMembers(JsonObject other)
        {
            if (keys.Count != other.keys.Count) return false;
            foreach (var key in keys)
            {
                JsonValue theirs;
                if (!other.values.TryGetValue(key, out theirs) || !DeepEquals(values[key], theirs)) return false;
            }
            return true;
        }
    }
}
