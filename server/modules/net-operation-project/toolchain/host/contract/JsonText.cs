using System;
using System.Globalization;
using System.Text;

namespace Workspace.Host
{
    /// <summary>Strict JSON (RFC 8259) reader with a nesting limit, so hostile input cannot overflow the stack.</summary>
    public static class JsonParser
    {
        public const int MaxDepth = 64;

        public static JsonValue Parse(string text)
        {
            if (text == null) throw new ArgumentNullException("text");
            var position = 0;
            var value = ReadValue(text, ref position, 0);
            SkipSpace(text, ref position);
            if (position != text.Length) throw Error(position, "unexpected text after the value");
            return value;
        }

        private static JsonValue ReadValue(string text, ref int position, int depth)
        {
            if (depth > MaxDepth) throw Error(position, "nesting deeper than " + MaxDepth + " levels");
            SkipSpace(text, ref position);
            if (position >= text.Length) throw Error(position, "unexpected end");
            var c = text[position];
            if (c == '{') return ReadObject(text, ref position, depth);
            if (c == '[') return ReadArray(text, ref position, depth);
            if (c == '"') return new JsonString(ReadString(text, ref position));
            if (c == '-' || (c >= '0' && c <= '9')) return ReadNumber(text, ref position);
            if (ReadWord(text, ref position, "true")) return JsonValue.True;
            if (ReadWord(text, ref position, "false")) return JsonValue.False;
            if (ReadWord(text, ref position, "null")) return JsonValue.Null;
            throw Error(position, "unexpected character '" + c + "'");
        }

        private static JsonObject ReadObject(string text, ref int position, int depth)
        {
            var result = new JsonObject();
            position++;
            SkipSpace(text, ref position);
            if (Peek(text, position) == '}') { position++; return result; }
            while (true)
            {
                SkipSpace(text, ref position);
                if (Peek(text, position) != '"') throw Error(position, "expected a member name");
                var key = ReadString(text, ref position);
                SkipSpace(text, ref position);
                if (Peek(text, position) != ':') throw Error(position, "expected ':'");
                position++;
                result.Set(key, ReadValue(text, ref position, depth + 1));
                SkipSpace(text, ref position);
                var next = Peek(text, position);
                position++;
                if (next == '}') return result;
                if (next != ',') throw Error(position - 1, "expected ',' or '}'");
            }
        }

        private static JsonArray ReadArray(string text, ref int position, int depth)
        {
            var result = new JsonArray();
            position++;
            SkipSpace(text, ref position);
            if (Peek(text, position) == ']') { position++; return result; }
            while (true)
            {
                result.Add(ReadValue(text, ref position, depth + 1));
                SkipSpace(text, ref position);
                var next = Peek(text, position);
                position++;
                if (next == ']') return result;
                if (next != ',') throw Error(position - 1, "expected ',' or ']'");
            }
        }

        private static string ReadString(string text, ref int position)
        {
            var builder = new StringBuilder();
            position++;
            while (true)
            {
                if (position >= text.Length) throw Error(position, "unterminated string");
                var c = text[position++];
                if (c == '"') return builder.ToString();
                if (c < ' ') throw Error(position - 1, "control character in a string");
                if (c != '\\') { builder.Append(c); continue; }
                if (position >= text.Length) throw Error(position, "unterminated escape");
                var escape = text[position++];
                switch (escape)
                {
                    case '"': builder.Append('"'); break;
                    case '\\': builder.Append('\\'); break;
                    case '/': builder.Append('/'); break;
                    case 'b': builder.Append('\b'); break;
                    case 'f': builder.Append('\f'); break;
                    case 'n': builder.Append('\n'); break;
                    case 'r': builder.Append('\r'); break;
                    case 't': builder.Append('\t'); break;
                    case 'u':
                        int code;
                        if (position + 4 > text.Length || !int.TryParse(text.Substring(position, 4), NumberStyles.AllowHexSpecifier, CultureInfo.InvariantCulture, out code))
                            throw Error(position, "bad \\u escape");
                        // Surrogate halves are appended one by one and pair up in the string.
                        builder.Append((char)code);
                        position += 4;
                        break;
                    default: throw Error(position - 1, "unknown escape '\\" + escape + "'");
                }
            }
        }

        private static JsonValue ReadNumber(string text, ref int position)
        {
            var start = position;
            if (Peek(text, position) == '-') position++;
            if (Peek(text, position) == '0') position++;
            else if (!Digits(text, ref position)) throw Error(position, "expected a digit");
            if (Peek(text, position) == '.') { position++; if (!Digits(text, ref position)) throw Error(position, "expected a digit"); }
            var e = Peek(text, position);
            if (e == 'e' || e == 'E')
            {
                position++;
                var sign = Peek(text, position);
                if (sign == '+' || sign == '-') position++;
                if (!Digits(text, ref position)) throw Error(position, "expected a digit");
            }
            return new JsonNumber(text.Substring(start, position - start));
        }

        private static bool Digits(string text, ref int position)
        {
            var start = position;
            while (position < text.Length && text[position] >= '0' && text[position] <= '9') position++;
            return position > start;
        }

        private static bool ReadWord(string text, ref int position, string word)
        {
            if (string.CompareOrdinal(text, position, word, 0, word.Length) != 0) return false;
            position += word.Length;
            return true;
        }

        private static char Peek(string text, int position) { return position < text.Length ? text[position] : '\0'; }

        private static void SkipSpace(string text, ref int position)
        {
            while (position < text.Length && (text[position] == ' ' || text[position] == '\t' || text[position] == '\n' || text[position] == '\r')) position++;
        }

        private static FormatException Error(int position, string message)
        {
            return new FormatException("Invalid JSON at position " + position + ": " + message + ".");
        }
    }
}
