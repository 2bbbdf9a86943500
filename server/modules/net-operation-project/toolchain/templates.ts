import { hostContractVersion } from './hostSources'

/** Starting points of a new project: an empty one, and a sample with one command and one handler. */

export type TemplateKey = 'empty' | 'sample'

const descriptor = `${JSON.stringify({ Name: 'Workspace operations', HostContractVersion: hostContractVersion }, null, 2)}\n`

const readme = `# Workspace operations

C# functions the workspace runs on its server (Mono, C# 7, .NET Framework 4.x class libraries:
System and System.Core).

- \`[Command("key", DisplayName = "...")]\` on \`public static FunctionResult Name(FunctionContext context)\`
  declares a command; \`context.Arguments\` holds its arguments.
- \`[EntityMutationHandler("customers", MutationOperation.Create)]\` declares a handler that runs when a
  record is created (or patched, archived, restored, deleted); \`context.Record<Customer>()\` is the record.
- Return \`FunctionResult.Success(...)\`, \`FunctionResult.Invalid(new Issue("field", "message"))\` or
  \`FunctionResult.Changes(...)\` with the fields to set.

\`Generated/\` holds the host contract (namespace \`Workspace.Host\`) and one class per entity
(namespace \`Workspace.Entities\`); it is regenerated from the schema, so do not edit it.

Functions run isolated: no network, no files outside their own folder, a time and a memory limit.
Use \`context.Now\` rather than the clock, and \`context.Log(...)\` (or Console) for the run's log.
`

const commands = `using System;
using Workspace.Host;

namespace Workspace.Operations
{
    public static class Commands
    {
        /// <summary>Greets a customer by name: argument "name" (required).</summary>
        [Command("greet-customer", DisplayName = "Greet a customer")]
        public static FunctionResult GreetCustomer(FunctionContext context)
        {
            var name = context.Arguments.GetString("name");
            if (string.IsNullOrWhiteSpace(name))
                return FunctionResult.Invalid(new Issue("name", "Enter the customer's name."));

            var greeting = "Hello, " + name.Trim() + "!";
            context.Log("Greeted " + name.Trim() + " for user " + context.UserId);
            return FunctionResult.Success(greeting, new JsonObject { { "greeting", greeting }, { "at", context.Now.ToString("o") } });
        }
    }
}
`

const handlers = `using System;
using Workspace.Entities;
using Workspace.Host;

namespace Workspace.Operations
{
    public static class CustomerHandlers
    {
        /// <summary>Tidies every new customer: no spaces around the name, the email in lower case.</summary>
        [EntityMutationHandler("customers", MutationOperation.Create, Key = "tidy-new-customer", DisplayName = "Tidy new customers")]
        public static FunctionResult TidyNewCustomer(FunctionContext context)
        {
            var customer = context.Record<Customer>();
            if (customer == null) return FunctionResult.Success("No record to tidy.");

            var before = customer.Name + "|" + customer.Email;
            customer.Name = customer.Name == null ? null : customer.Name.Trim();
            customer.Email = customer.Email == null ? null : customer.Email.Trim().ToLowerInvariant();
            if (customer.Name + "|" + customer.Email == before) return FunctionResult.Success("The customer was tidy already.");

            context.Log("Tidied " + customer.Name + ".");
            return FunctionResult.Changes(RecordChange.For(customer, "Name", "Email")).WithSummary("Tidied the new customer.");
        }
    }
}
`

export function templateFiles(key: TemplateKey): Map<string, string> {
  const files = new Map<string, string>([
    ['project.json', descriptor],
    ['README.md', readme],
  ])
  if (key === 'sample') {
    files.set('Functions/Commands.cs', commands)
    files.set('Handlers/CustomerHandlers.cs', handlers)
  }
  return files
}
