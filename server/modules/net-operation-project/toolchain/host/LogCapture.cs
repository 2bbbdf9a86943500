using System;
using System.Collections.Generic;
using System.IO;
using System.Text;

namespace Workspace.Host.Runtime
{
    /// <summary>
    /// The run's log: context.Log lines and whatever the function writes to Console. Bounded, because
    /// a function may print without end; Console goes here so stdout stays the runner's protocol.
    /// </summary>
    internal sealed class LogCapture
    {
        public const int MaxLines = 1000;
        public const int MaxLineLength = 2000;
        public const int MaxTotalChars = 256 * 1024;

        private readonly List<string> lines = new List<string>();
        private int totalChars;
        private bool dropped;

        public List<string> Lines
        {
            get
            {
                var result = new List<string>(lines);
                if (dropped) result.Add("(further log output was dropped)");
                return result;
            }
        }

        public void Add(string line)
        {
            lock (lines)
            {
                if (line.Length > MaxLineLength) line = line.Substring(0, MaxLineLength) + "...";
                if (lines.Count >= MaxLines || totalChars + line.Length > MaxTotalChars) { dropped = true; return; }
                lines.Add(line);
                totalChars += line.Length;
            }
        }

        private readonly List<LineWriter> writers = new List<LineWriter>();

        public TextWriter Writer()
        {
            var writer = new LineWriter(this);
            writers.Add(writer);
            return TextWriter.Synchronized(writer);
        }

        /// <summary>A last line without a newline still counts.</summary>
        public void Finish()
        {
            foreach (var writer in writers) lock (writer) writer.EmitPartial();
        }

        private sealed class LineWriter : TextWriter
        {
            private readonly LogCapture capture;
            private readonly StringBuilder pending = new StringBuilder();

            public LineWriter(LogCapture capture) { this.capture = capture; }

            public override Encoding Encoding { get { return Encoding.UTF8; } }

            public override void Write(char value)
            {
                if (value == '\r') return;
                if (value == '\n') { Emit(); return; }
                if (pending.Length < MaxLineLength + 1) pending.Append(value);
            }

            // Flush() stays TextWriter's no-op: a flush in mid-line does not end the line.
            public void EmitPartial() { if (pending.Length > 0) Emit(); }

            private void Emit()
            {
                capture.Add(pending.ToString());
                pending.Clear();
            }
        }
    }
}
