// The runner's discovery of [Command] and [EntityMutationHandler] methods by reflection over its
// own assembly (host contract, generated entities and the user's files are compiled together).
using System;
using System.Collections.Generic;
using System.Reflection;
using System.Text.RegularExpressions;

namespace Workspace.Host.Runtime
{
    internal sealed class FunctionEntry
    {
        public string Key;
        public string DisplayName;
        public string Kind;
        public string EntityName;
        public MutationOperation? Operation;
        public MethodInfo Method;
        public string MethodName;
    }

    internal static class FunctionCatalog
    {
        private static readonly Regex KeyPattern = new Regex("^[a-z][a-z0-9-]{1,62}$");

        public static List<FunctionEntry> Discover(Assembly assembly, List<string> errors)
        {
            var entries = new List<FunctionEntry>();
            var byKey = new Dictionary<string, FunctionEntry>(StringComparer.Ordinal);
            foreach (var type in LoadableTypes(assembly, errors))
            {
                if (type.Namespace == "Workspace.Host.Runtime") continue;
                var flags = BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Static | BindingFlags.Instance | BindingFlags.DeclaredOnly;
                foreach (var method in type.GetMethods(flags))
                {
                    var entry = Describe(method, errors);
                    if (entry == null) continue;
                    FunctionEntry existing;
                    if (byKey.TryGetValue(entry.Key, out existing))
                    {
                        errors.Add("Two functions have the key \"" + entry.Key + "\": " + existing.MethodName + " and " + entry.MethodName + ".");
                        continue;
                    }
                    byKey[entry.Key] = entry;
                    entries.Add(entry);
                }
            }
            entries.Sort((a, b) => string.CompareOrdinal(a.Key, b.Key));
            return entries;
        }

        private static FunctionEntry Describe(MethodInfo method, List<string> errors)
        {
            var command = (CommandAttribute)Attribute.GetCustomAttribute(method, typeof(CommandAttribute));
            var handler = (EntityMutationHandlerAttribute)Attribute.GetCustomAttribute(method, typeof(EntityMutationHandlerAttribute));
            if (command == null && handler == null) return null;
            var name = MethodName(method);
            if (command != null && handler != null)
            {
                errors.Add(name + " is marked both [Command] and [EntityMutationHandler]; a method is one or the other.");
                return null;
            }
            var problem = SignatureProblem(method);
            if (problem != null)
            {
                errors.Add(name + ": " + problem);
                return null;
            }
            var entry = new FunctionEntry { Method = method, MethodName = name };
            if (command != null)
            {
                entry.Key = command.Key;
                entry.DisplayName = string.IsNullOrEmpty(command.DisplayName) ? command.Key : command.DisplayName;
                entry.Kind = "command";
            }
            else
            {
                if (string.IsNullOrEmpty(handler.EntityName))
                {
                    errors.Add(name + ": [EntityMutationHandler] needs the entity's name, e.g. \"customers\".");
                    return null;
                }
                entry.Key = string.IsNullOrEmpty(handler.Key) ? DefaultHandlerKey(handler) : handler.Key;
                entry.DisplayName = string.IsNullOrEmpty(handler.DisplayName) ? entry.Key : handler.DisplayName;
                entry.Kind = "mutationHandler";
                entry.EntityName = handler.EntityName;
                entry.Operation = handler.Operation;
            }
            if (entry.Key == null || !KeyPattern.IsMatch(entry.Key))
            {
                errors.Add(name + ": the key \"" + entry.Key + "\" must start with a lower-case letter and hold only lower-case letters, digits and '-' (2 to 63), as every function key of the workspace.");
                return null;
            }
            return entry;
        }

        /// <summary>"customers-create": the entity's name and the operation, as a function key.</summary>
        private static string DefaultHandlerKey(EntityMutationHandlerAttribute handler)
        {
            var key = (handler.EntityName + "-" + OperationName(handler.Operation)).ToLowerInvariant().Replace('_', '-');
            return key;
        }

        private static string SignatureProblem(MethodInfo method)
        {
            const string expected = "the signature must be `public static FunctionResult Name(FunctionContext context)`.";
            if (!method.IsStatic || !method.IsPublic) return expected;
            if (method.ContainsGenericParameters || method.DeclaringType.ContainsGenericParameters) return "generic methods and methods of generic classes cannot be functions.";
            if (method.ReturnType != typeof(FunctionResult)) return expected;
            var parameters = method.GetParameters();
            if (parameters.Length != 1 || parameters[0].ParameterType != typeof(FunctionContext)) return expected;
            return null;
        }

        public static string OperationName(MutationOperation operation)
        {
            return operation.ToString().ToLowerInvariant();
        }

        private static string MethodName(MethodInfo method)
        {
            return (method.DeclaringType.FullName ?? method.DeclaringType.Name).Replace('+', '.') + "." + method.Name;
        }

        private static IEnumerable<Type> LoadableTypes(Assembly assembly, List<string> errors)
        {
            try { return assembly.GetTypes(); }
            catch (ReflectionTypeLoadException exception)
            {
                errors.Add("Some types could not be loaded: " + exception.Message);
                var loaded = new List<Type>();
                foreach (var type in exception.Types) if (type != null) loaded.Add(type);
                return loaded;
            }
        }
    }
}
