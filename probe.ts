import { contract } from './src/shared/ipc/contract';
import { exampleInput } from './src/shared/ipc/openapi-examples';
import { formatIssues } from './src/shared/ipc/format-issues';
for (const [name, def] of Object.entries(contract)) {
  const ex = exampleInput(name, def.input);
  const r = def.input.safeParse(ex);
  if (!r.success) console.log('BAD', name, JSON.stringify(ex).slice(0,300), formatIssues(r.error));
}
