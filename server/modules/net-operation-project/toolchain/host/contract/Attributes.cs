using System;

namespace Workspace.Host
{
    /// <summary>The version of this contract; the workspace refuses projects built against another one.</summary>
    public static class HostContract
    {
        public const int Version = 1;
    }

    /// <summary>What a mutation handler reacts to.</summary>
    public enum MutationOperation { Create, Patch, Archive, Restore, Delete }

    /// <summary>
    /// Marks a command the workspace can run:
    /// <c>[Command("greet-customer", DisplayName = "Greet a customer")] public static FunctionResult Greet(FunctionContext context)</c>.
    /// </summary>
    [AttributeUsage(AttributeTargets.Method, AllowMultiple = false, Inherited = false)]
    public sealed class CommandAttribute : Attribute
    {
        public CommandAttribute(string key) { Key = key; }

        /// <summary>The function's stable key in the workspace's catalog: lower-case letters, digits and '-', starting with a letter.</summary>
        public string Key { get; private set; }
        public string DisplayName { get; set; }
    }

    /// <summary>
    /// Marks a handler the workspace runs when a record of an entity is created, patched, archived,
    /// restored or deleted: <c>[EntityMutationHandler("customers", MutationOperation.Create)]</c>.
    /// Its key is "customers-create" unless Key says otherwise.
    /// </summary>
    [AttributeUsage(AttributeTargets.Method, AllowMultiple = false, Inherited = false)]
    public sealed class EntityMutationHandlerAttribute : Attribute
    {
        public EntityMutationHandlerAttribute(string entityName, MutationOperation operation)
        {
            EntityName = entityName;
            Operation = operation;
        }

        public string EntityName { get; private set; }
        public MutationOperation Operation { get; private set; }
        public string Key { get; set; }
        public string DisplayName { get; set; }
    }
}
