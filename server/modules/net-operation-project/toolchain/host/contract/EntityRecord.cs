using System;
using System.Collections.Generic;
using System.Globalization;

namespace Workspace.Host
{
    /// <summary>What every generated entity class offers the host (no reflection: the code is generated).</summary>
    public interface IEntityRecord
    {
        /// <summary>The entity's runtime name, e.g. "customers".</summary>
        string EntityName { get; }
        string Id { get; set; }
        void LoadFields(string id, JsonObject fields);
        /// <summary>Every field by its key, unset ones as null.</summary>
        JsonObject ToFields();
        /// <summary>The field key a property name or key stands for, or null.</summary>
        string ResolveFieldKey(string propertyOrFieldKey);
    }

    /// <summary>
    /// Conversions between JSON field values and C# properties. Lenient on input: numbers may arrive
    /// as text (money, large integers) and structured values (addresses) read as their JSON text.
    /// </summary>
    public static class FieldValues
    {
        private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

        public static string Text(JsonValue value, string key)
        {
            if (value == null || value.IsNull) return null;
            switch (value.Kind)
            {
                case JsonKind.String: return ((JsonString)value).Value;
                case JsonKind.Number: return ((JsonNumber)value).Raw;
                case JsonKind.Boolean: return ((JsonBoolean)value).Value ? "true" : "false";
                default: return value.ToJson();
            }
        }

        public static long? Integer(JsonValue value, string key)
        {
            if (value == null || value.IsNull) return null;
            long whole;
            if (value.Kind == JsonKind.Number) return ((JsonNumber)value).AsLong();
            if (value.Kind == JsonKind.String && long.TryParse(((JsonString)value).Value, NumberStyles.AllowLeadingSign, Invariant, out whole)) return whole;
            throw Mismatch(key, "a whole number", value);
        }

        public static decimal? Number(JsonValue value, string key)
        {
            if (value == null || value.IsNull) return null;
            decimal number;
            if (value.Kind == JsonKind.Number) return ((JsonNumber)value).AsDecimal();
            if (value.Kind == JsonKind.String && decimal.TryParse(((JsonString)value).Value, NumberStyles.Float, Invariant, out number)) return number;
            throw Mismatch(key, "a number", value);
        }

        public static bool? Flag(JsonValue value, string key)
        {
            if (value == null || value.IsNull) return null;
            if (value.Kind == JsonKind.Boolean) return ((JsonBoolean)value).Value;
            if (value.Kind == JsonKind.String)
            {
                var text = ((JsonString)value).Value;
                if (text == "true") return true;
                if (text == "false") return false;
            }
            throw Mismatch(key, "true or false", value);
        }

        public static JsonObject Object(JsonValue value, string key)
        {
            if (value == null || value.IsNull) return null;
            if (value.Kind == JsonKind.Object) return (JsonObject)value;
            throw Mismatch(key, "an object", value);
        }

        public static JsonArray Array(JsonValue value, string key)
        {
            if (value == null || value.IsNull) return null;
            if (value.Kind == JsonKind.Array) return (JsonArray)value;
            throw Mismatch(key, "an array", value);
        }

        /// <summary>A multiple-value field: an array of texts; a single value reads as a list of one.</summary>
        public static List<string> TextList(JsonValue value, string key)
        {
            var list = new List<string>();
            if (value == null || value.IsNull) return list;
            if (value.Kind != JsonKind.Array) { list.Add(Text(value, key)); return list; }
            foreach (var item in (JsonArray)value) list.Add(Text(item, key));
            return list;
        }

        public static JsonValue FromTextList(List<string> values)
        {
            var array = new JsonArray();
            if (values != null) foreach (var text in values) array.Add(JsonValue.From(text));
            return array;
        }

        /// <summary>Rows of a child table: an array of objects.</summary>
        public static List<T> Rows<T>(JsonValue value, string key, Func<JsonObject, T> read)
        {
            var rows = new List<T>();
            var array = Array(value, key);
            if (array == null) return rows;
            foreach (var item in array) rows.Add(read(Object(item, key) ?? new JsonObject()));
            return rows;
        }

        public static JsonValue FromRows<T>(List<T> rows, Func<T, JsonObject> write)
        {
            var array = new JsonArray();
            if (rows != null) foreach (var row in rows) array.Add(row == null ? JsonValue.Null : write(row));
            return array;
        }

        private static FormatException Mismatch(string key, string expected, JsonValue value)
        {
            var shown = value.ToJson();
            if (shown.Length > 60) shown = shown.Substring(0, 60) + "...";
            return new FormatException("Field \"" + key + "\" should be " + expected + ", not " + shown + ".");
        }
    }
}
