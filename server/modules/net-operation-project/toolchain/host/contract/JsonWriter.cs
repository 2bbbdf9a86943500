using System;
using System.Globalization;
using System.Text;

namespace Workspace.Host
{
    /// <summary>
    /// Compact JSON text. Non-ASCII characters are written as \uXXXX, so the output survives any
    /// console encoding; nesting is bounded because a value built in code may contain itself.
    /// </summary>
    public static class JsonWriter
    {
        public static string Write(JsonValue value)
        {
            var builder = new StringBuilder();
            Append(builder, value, 0);
            return builder.ToString();
        }

        public static string Quote(string text)
        {
            var builder = new StringBuilder();
            AppendString(builder, text);
            return builder.ToString();
        }

        private static void Append(StringBuilder builder, JsonValue value, int depth)
        {
            if (depth > JsonParser.MaxDepth) throw new InvalidOperationException("The JSON value nests deeper than " + JsonParser.MaxDepth + " levels (does it contain itself?).");
            value = value ?? JsonValue.Null;
            switch (value.Kind)
            {
                case JsonKind.Null: builder.Append("null"); break;
                case JsonKind.Boolean: builder.Append(((JsonBoolean)value).Value ? "true" : "false"); break;
                case JsonKind.Number: builder.Append(((JsonNumber)value).Raw); break;
                case JsonKind.String: AppendString(builder, ((JsonString)value).Value); break;
                case JsonKind.Array:
                    builder.Append('[');
                    var first = true;
                    foreach (var item in (JsonArray)value)
                    {
                        if (!first) builder.Append(',');
                        first = false;
                        Append(builder, item, depth + 1);
                    }
                    builder.Append(']');
                    break;
                default:
                    builder.Append('{');
                    var firstMember = true;
                    foreach (var member in (JsonObject)value)
                    {
                        if (!firstMember) builder.Append(',');
                        firstMember = false;
                        AppendString(builder, member.Key);
                        builder.Append(':');
                        Append(builder, member.Value, depth + 1);
                    }
                    builder.Append('}');
                    break;
            }
        }

        private static void AppendString(StringBuilder builder, string text)
        {
            builder.Append('"');
            foreach (var c in text ?? "")
            {
                switch (c)
                {
                    case '"': builder.Append("\\\""); break;
                    case '\\': builder.Append("\\\\"); break;
                    case '\n': builder.Append("\\n"); break;
                    case '\r': builder.Append("\\r"); break;
                    case '\t': builder.Append("\\t"); break;
                    case '\b': builder.Append("\\b"); break;
                    case '\f': builder.Append("\\f"); break;
                    default:
                        if (c < ' ' || c > '~') builder.Append("\\u").Append(((int)c).ToString("x4", CultureInfo.InvariantCulture));
                        else builder.Append(c);
                        break;
                }
            }
            builder.Append('"');
        }
    }
}
