// Hand-written JSON model: the sandbox's class libraries have no System.Runtime.Serialization
// or System.Web.Extensions, and reflection-based serialisers would be slow to start anyway.
using System;
using System.Globalization;

namespace Workspace.Host
{
    public enum JsonKind { Null, Boolean, Number, String, Array, Object }

    /// <summary>A JSON value: null, true/false, a number, a string, an array or an object.</summary>
    public abstract class JsonValue
    {
        /// <summary>The JSON null (a C# null stored in an object or array means the same).</summary>
        public static readonly JsonValue Null = new JsonNull();
        public static readonly JsonValue True = new JsonBoolean(true);
        public static readonly JsonValue False = new JsonBoolean(false);

        public abstract JsonKind Kind { get; }
        public bool IsNull { get { return Kind == JsonKind.Null; } }

        public static JsonValue Parse(string text) { return JsonParser.Parse(text); }
        public string ToJson() { return JsonWriter.Write(this); }
        public override string ToString() { return ToJson(); }

        public static JsonValue From(string value) { return value == null ? Null : new JsonString(value); }
        public static JsonValue From(long? value) { return value.HasValue ? new JsonNumber(value.Value) : Null; }
        public static JsonValue From(decimal? value) { return value.HasValue ? new JsonNumber(value.Value) : Null; }
        public static JsonValue From(bool? value) { return value.HasValue ? From(value.Value) : Null; }
        // Non-nullable overloads too, so that From(5) or From(1.5) picks one without ambiguity.
        public static JsonValue From(int value) { return new JsonNumber(value); }
        public static JsonValue From(long value) { return new JsonNumber(value); }
        public static JsonValue From(decimal value) { return new JsonNumber(value); }
        public static JsonValue From(double value) { return new JsonNumber(value); }
        public static JsonValue From(bool value) { return value ? True : False; }

        public static implicit operator JsonValue(string value) { return From(value); }
        public static implicit operator JsonValue(long value) { return new JsonNumber(value); }
        public static implicit operator JsonValue(int value) { return new JsonNumber(value); }
        public static implicit operator JsonValue(decimal value) { return new JsonNumber(value); }
        public static implicit operator JsonValue(double value) { return new JsonNumber(value); }
        public static implicit operator JsonValue(bool value) { return value ? True : False; }

        /// <summary>Structural equality; numbers compare by value (1.50 equals 1.5).</summary>
        public static bool DeepEquals(JsonValue a, JsonValue b)
        {
            a = a ?? Null;
            b = b ?? Null;
            if (a.Kind != b.Kind) return false;
            switch (a.Kind)
            {
                case JsonKind.Null: return true;
                case JsonKind.Boolean: return ((JsonBoolean)a).Value == ((JsonBoolean)b).Value;
                case JsonKind.String: return ((JsonString)a).Value == ((JsonString)b).Value;
                case JsonKind.Number: return ((JsonNumber)a).SameNumber((JsonNumber)b);
                case JsonKind.Array: return ((JsonArray)a).SameItems((JsonArray)b);
                default: return ((JsonObject)a).SameMembers((JsonObject)b);
            }
        }
    }

    public sealed class JsonNull : JsonValue
    {
        internal JsonNull() { }
        public override JsonKind Kind { get { return JsonKind.Null; } }
    }

    public sealed class JsonBoolean : JsonValue
    {
        internal JsonBoolean(bool value) { Value = value; }
        public bool Value { get; private set; }
        public override JsonKind Kind { get { return JsonKind.Boolean; } }
    }

    public sealed class JsonString : JsonValue
    {
        public JsonString(string value) { Value = value ?? ""; }
        public string Value { get; private set; }
        public override JsonKind Kind { get { return JsonKind.String; } }
    }

    /// <summary>A number kept as its text, so that long and decimal values round-trip exactly.</summary>
    public sealed class JsonNumber : JsonValue
    {
        private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

        internal JsonNumber(string raw) { Raw = raw; }
        public JsonNumber(long value) { Raw = value.ToString(Invariant); }
        public JsonNumber(decimal value) { Raw = value.ToString(Invariant); }
        public JsonNumber(double value)
        {
            if (double.IsNaN(value) || double.IsInfinity(value)) throw new ArgumentException("JSON has no NaN or infinity.");
            Raw = value.ToString("R", Invariant);
        }

        /// <summary>The number as written (JSON grammar).</summary>
        public string Raw { get; private set; }
        public override JsonKind Kind { get { return JsonKind.Number; } }

        public bool IsInteger { get { long ignored; return long.TryParse(Raw, NumberStyles.AllowLeadingSign, Invariant, out ignored); } }

        public long AsLong()
        {
            long whole;
            if (long.TryParse(Raw, NumberStyles.AllowLeadingSign, Invariant, out whole)) return whole;
            decimal exact;
            if (decimal.TryParse(Raw, NumberStyles.Float, Invariant, out exact) && exact == decimal.Truncate(exact)
                && exact >= long.MinValue && exact <= long.MaxValue) return (long)exact;
            throw new FormatException(Raw + " is not a whole number in the range of long.");
        }

        public decimal AsDecimal()
        {
            decimal exact;
            if (decimal.TryParse(Raw, NumberStyles.Float, Invariant, out exact)) return exact;
            throw new FormatException(Raw + " is out of the range of decimal.");
        }

        public double AsDouble() { return double.Parse(Raw, NumberStyles.Float, Invariant); }

        internal bool SameNumber(JsonNumber other)
        {
            if (Raw == other.Raw) return true;
            decimal a, b;
            if (decimal.TryParse(Raw, NumberStyles.Float, Invariant, out a) && decimal.TryParse(other.Raw, NumberStyles.Float, Invariant, out b)) return a == b;
            return AsDouble() == other.AsDouble();
        }
    }
}
