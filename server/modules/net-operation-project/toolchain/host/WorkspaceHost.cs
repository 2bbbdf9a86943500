// The runner. Design: it is compiled into the ONE assembly of each build, together with the host
// contract (Generated/Host), the generated entities and the user's files, and is that assembly's
// entry point: `mono Workspace.exe describe`, `mono Workspace.exe invoke < request.json`, or
// `mono Workspace.exe serve` (a warm worker: one request per line, one response line each).
// One assembly keeps the start of a call to a single load, and needs no second cached compile.
// Protocol: one line on stdout starting with ResponseMarker; Console output of user code is
// redirected into the run's log, so nothing the function prints can break the protocol.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Reflection;
using System.Text;

namespace Workspace.Host.Runtime
{
    internal static class WorkspaceHost
    {
        internal const string ResponseMarker = "@@workspace-host@@ ";
        private const int MaxRequestChars = 8 * 1024 * 1024;
        private const int MaxResponseChars = 900 * 1024;
        private const int MaxStackTraceChars = 4000;

        private static int Main(string[] args)
        {
            var output = new StreamWriter(Console.OpenStandardOutput(), new UTF8Encoding(false));
            string response;
            try
            {
                var mode = args.Length > 0 ? args[0] : "";
                if (mode == "serve")
                {
                    Serve(output);
                    Environment.Exit(0);
                }
                if (mode == "describe") response = Describe().ToJson();
                else if (mode == "invoke") response = Invoke(ReadRequest());
                else response = Failure("HostUsage", "Usage: describe | invoke (request on stdin).", null, null).ToJson();
            }
            catch (Exception exception)
            {
                response = Failure("HostError", exception.GetType().FullName + ": " + exception.Message, null, null).ToJson();
            }
            output.Write(ResponseMarker);
            output.Write(response);
            output.Write('\n');
            output.Flush();
            // Threads the function left running must not keep the process alive.
            Environment.Exit(0);
            return 0;
        }

        /// <summary>
        /// A warm worker: one request per line on stdin, one marked response line each, until stdin
        /// closes. The calls share the process (and the static state of the user's classes).
        /// </summary>
        private static void Serve(StreamWriter output)
        {
            var input = new StreamReader(Console.OpenStandardInput(), new UTF8Encoding(false));
            string line;
            while ((line = input.ReadLine()) != null)
            {
                if (line.Length == 0) continue;
                string response;
                try
                {
                    if (line.Length > MaxRequestChars) throw new InvalidDataException("The request is larger than " + MaxRequestChars + " characters.");
                    var request = JsonValue.Parse(line) as JsonObject;
                    if (request == null) throw new InvalidDataException("The request must be a JSON object.");
                    response = Invoke(request);
                }
                catch (Exception exception)
                {
                    response = Failure("HostError", exception.GetType().FullName + ": " + exception.Message, null, null).ToJson();
                }
                output.Write(ResponseMarker);
                output.Write(response);
                output.Write('\n');
                output.Flush();
            }
        }

        private static JsonObject Describe()
        {
            var errors = new List<string>();
            var functions = new JsonArray();
            foreach (var entry in FunctionCatalog.Discover(typeof(WorkspaceHost).Assembly, errors))
            {
                functions.Add(new JsonObject
                {
                    { "Key", entry.Key },
                    { "DisplayName", entry.DisplayName },
                    { "Kind", entry.Kind },
                    { "EntityName", entry.EntityName },
                    { "Operation", entry.Operation.HasValue ? FunctionCatalog.OperationName(entry.Operation.Value) : null },
                    { "Method", entry.MethodName },
                });
            }
            var errorList = new JsonArray();
            foreach (var error in errors) errorList.Add(new JsonObject { { "Message", error } });
            return new JsonObject { { "HostContractVersion", HostContract.Version }, { "Functions", functions }, { "Errors", errorList } };
        }

        private static JsonObject ReadRequest()
        {
            var input = new StreamReader(Console.OpenStandardInput(), new UTF8Encoding(false));
            var buffer = new char[MaxRequestChars + 1];
            var length = 0;
            int read;
            while (length < buffer.Length && (read = input.Read(buffer, length, buffer.Length - length)) > 0) length += read;
            if (length > MaxRequestChars) throw new InvalidDataException("The request is larger than " + MaxRequestChars + " characters.");
            var request = JsonValue.Parse(new string(buffer, 0, length)) as JsonObject;
            if (request == null) throw new InvalidDataException("The request must be a JSON object.");
            return request;
        }

        private static string Invoke(JsonObject request)
        {
            var logs = new LogCapture();
            var key = request.GetString("FunctionKey");
            var errors = new List<string>();
            FunctionEntry entry = null;
            foreach (var candidate in FunctionCatalog.Discover(typeof(WorkspaceHost).Assembly, errors)) if (candidate.Key == key) entry = candidate;
            if (entry == null) return Failure("FunctionNotFound", "No function has the key \"" + key + "\" in this build.", null, logs).ToJson();

            var context = new FunctionContext(key, request.GetObject("Arguments"), ReadRecord(request.GetObject("Record")),
                ReadOperation(request.GetString("Operation")), request.GetString("UserId"), ReadNow(request.GetString("Now")), logs.Add);
            var stdout = Console.Out;
            var stderr = Console.Error;
            Console.SetOut(logs.Writer());
            Console.SetError(logs.Writer());
            JsonObject response;
            try
            {
                var result = (FunctionResult)entry.Method.Invoke(null, new object[] { context });
                response = result == null
                    ? Failure("NullResult", entry.MethodName + " returned null instead of a FunctionResult.", null, logs)
                    : Respond(result, logs);
            }
            catch (TargetInvocationException exception)
            {
                var inner = exception.InnerException ?? exception;
                response = Failure(inner.GetType().FullName, inner.Message, inner.StackTrace, logs);
            }
            finally
            {
                Console.SetOut(stdout);
                Console.SetError(stderr);
            }
            return Bounded(response, logs);
        }

        private static JsonObject Respond(FunctionResult result, LogCapture logs)
        {
            var issues = new JsonArray();
            foreach (var issue in result.Issues) issues.Add(new JsonObject { { "Field", issue.Field }, { "Message", issue.Message } });
            var changes = new JsonArray();
            foreach (var change in result.RecordChanges)
                changes.Add(new JsonObject { { "EntityName", change.EntityName }, { "Id", change.Id }, { "Fields", change.Fields } });
            return Response(result.Outcome == FunctionOutcome.Validation ? "validation" : "success", result.Summary, result.Result, issues, changes, JsonValue.Null, logs);
        }

        /// <summary>Writes the response; one the workspace would not accept becomes an exception outcome.</summary>
        private static string Bounded(JsonObject response, LogCapture logs)
        {
            try
            {
                var text = response.ToJson();
                if (text.Length <= MaxResponseChars) return text;
                return Failure("ResultTooLarge", "The function's result is larger than " + MaxResponseChars + " characters.", null, logs).ToJson();
            }
            catch (Exception exception)
            {
                return Failure(exception.GetType().FullName, "The function's result cannot be written: " + exception.Message, null, logs).ToJson();
            }
        }

        private static JsonObject Failure(string type, string message, string stackTrace, LogCapture logs)
        {
            // The frames below the function (reflection's Invoke) are the runner's, not the user's.
            var cut = stackTrace == null ? -1 : stackTrace.IndexOf("  at (wrapper managed-to-native) System.Reflection.", StringComparison.Ordinal);
            if (cut >= 0) stackTrace = stackTrace.Substring(0, cut).TrimEnd();
            if (stackTrace != null && stackTrace.Length > MaxStackTraceChars) stackTrace = stackTrace.Substring(0, MaxStackTraceChars) + "...";
            var error = new JsonObject { { "Type", type }, { "Message", message }, { "StackTrace", stackTrace } };
            return Response("exception", null, null, new JsonArray(), new JsonArray(), error, logs);
        }

        private static JsonObject Response(string outcome, string summary, JsonValue result, JsonArray issues, JsonArray changes, JsonValue error, LogCapture logs)
        {
            var logLines = new JsonArray();
            if (logs != null)
            {
                logs.Finish();
                foreach (var line in logs.Lines) logLines.Add(line);
            }
            return new JsonObject
            {
                { "Outcome", outcome }, { "Summary", summary }, { "Result", result }, { "Issues", issues },
                { "Changes", changes }, { "Error", error }, { "Logs", logLines },
            };
        }

        private static StoredRecord ReadRecord(JsonObject record)
        {
            return record == null ? null : new StoredRecord(record.GetString("EntityName"), record.GetString("Id"), record.GetObject("Fields"));
        }

        private static MutationOperation? ReadOperation(string operation)
        {
            if (string.IsNullOrEmpty(operation)) return null;
            foreach (MutationOperation candidate in Enum.GetValues(typeof(MutationOperation)))
                if (string.Equals(candidate.ToString(), operation, StringComparison.OrdinalIgnoreCase)) return candidate;
            throw new InvalidDataException("Unknown operation \"" + operation + "\".");
        }

        private static DateTimeOffset ReadNow(string now)
        {
            DateTimeOffset parsed;
            if (now != null && DateTimeOffset.TryParse(now, CultureInfo.InvariantCulture, DateTimeStyles.AssumeUniversal, out parsed)) return parsed;
            return DateTimeOffset.UtcNow;
        }
    }
}
