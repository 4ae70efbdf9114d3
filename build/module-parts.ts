import { parseAst } from 'vite';

/**
 * A module cut into parts, one per top-level declaration (declarations that assign one another's
 * variables stay together): `parts` by name, each importing what it uses from the others, and
 * the module's exports as the part and local name each comes from.
 */
export interface ModuleParts {
  parts: Map<string, string>;
  exports: { exported: string; local: string; part: string }[];
}

export type ModulePartsError = { kind: 'not-declarations'; statement: string };

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Names a node reads or assigns: every identifier but property names (more is harmless). */
function namesIn(node: unknown, found: { used: Set<string>; assigned: Set<string> }): void {
  if (Array.isArray(node)) {
    for (const item of node) namesIn(item, found);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'Identifier') {
    found.used.add(node.name as string);
    return;
  }
  if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression') {
    const target = node.type === 'AssignmentExpression' ? node.left : node.argument;
    // `x = …` assigns x; `x.y = …` changes x's object, not the binding an import could not change.
    if (isNode(target) && target.type !== 'MemberExpression') {
      namesIn(target, { used: found.assigned, assigned: found.assigned });
    }
  }
  // `a.b`, `{ b: 1 }`, `class { b() {} }`: b is a property's name, unless computed (`a[b]`).
  const named = ['MemberExpression', 'Property', 'MethodDefinition', 'PropertyDefinition'];
  for (const [key, value] of Object.entries(node)) {
    const isName = key === 'property' || key === 'key';
    if (isName && named.includes(node.type) && node.computed !== true) continue;
    namesIn(value, found);
  }
}

function declaredNames(statement: AstNode): string[] {
  if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') {
    return [((statement.id as AstNode).name as string) ?? ''];
  }
  if (statement.type === 'VariableDeclaration') {
    const ids = (statement.declarations as AstNode[]).map((d) => d.id as AstNode);
    // A destructuring declaration is not cut (valibot has none): refused as not a declaration.
    if (ids.some((id) => id.type !== 'Identifier')) return [];
    return ids.map((id) => id.name as string);
  }
  return [];
}

/**
 * Cuts a bundled library module (top-level declarations and one export list, as valibot's
 * dist/index.mjs) into parts, so that a bundler, which places and tree-shakes whole modules,
 * can put each function in the chunk of the code that uses it. `partId` names a part's module
 * for the others' imports. Anything else at the top level (a statement run for its effect) is
 * an error: such a module cannot be cut without changing when that runs.
 */
export function moduleParts(
  code: string,
  partId: (part: string) => string,
): { ok: true; value: ModuleParts } | { ok: false; error: ModulePartsError } {
  const program = parseAst(code) as unknown as { body: AstNode[] };
  const declarations: { names: string[]; from: number; node: AstNode }[] = [];
  const exportList: AstNode[] = [];
  let previousEnd = 0;
  for (const statement of program.body) {
    const names = declaredNames(statement);
    if (statement.type === 'ExportNamedDeclaration' && statement.declaration == null) {
      exportList.push(statement);
    } else if (names.length > 0) {
      // From the previous statement's end: its comments (`// @__NO_SIDE_EFFECTS__`) come along.
      declarations.push({ names, from: previousEnd, node: statement });
    } else {
      const text = code.slice(statement.start, Math.min(statement.end, statement.start + 80));
      return { ok: false, error: { kind: 'not-declarations', statement: text } };
    }
    previousEnd = statement.end;
  }
  const declaredIn = new Map<string, number>();
  declarations.forEach(({ names }, index) => names.forEach((name) => declaredIn.set(name, index)));

  // Declarations that assign a variable declared elsewhere join its part: an import is read-only.
  const group = declarations.map((_, index) => index);
  const root = (index: number): number => {
    while (group[index] !== index) index = group[index] ?? index;
    return index;
  };
  const uses = declarations.map(({ node }) => {
    const found = { used: new Set<string>(), assigned: new Set<string>() };
    namesIn(node, found);
    return found;
  });
  uses.forEach(({ assigned }, index) => {
    for (const name of assigned) {
      const owner = declaredIn.get(name);
      if (owner !== undefined) group[root(index)] = root(owner);
    }
  });
  const partName = (index: number): string =>
    (declarations[root(index)]?.names[0] ?? '').replace(/\W/g, '_');

  const members = new Map<string, number[]>();
  declarations.forEach((_, index) => {
    const part = partName(index);
    members.set(part, [...(members.get(part) ?? []), index]);
  });
  const parts = new Map<string, string>();
  for (const [part, indexes] of members) {
    const own = new Set(indexes.flatMap((index) => declarations[index]?.names ?? []));
    const imports = new Map<string, Set<string>>();
    for (const index of indexes) {
      for (const name of uses[index]?.used ?? []) {
        const owner = declaredIn.get(name);
        if (owner === undefined || own.has(name)) continue;
        const from = partName(owner);
        imports.set(from, (imports.get(from) ?? new Set()).add(name));
      }
    }
    parts.set(
      part,
      [
        ...[...imports].map(
          ([from, names]) =>
            `import { ${[...names].join(', ')} } from ${JSON.stringify(partId(from))};`,
        ),
        ...indexes.map((index) => {
          const declaration = declarations[index];
          return declaration ? code.slice(declaration.from, declaration.node.end) : '';
        }),
        `export { ${[...own].join(', ')} };`,
      ].join('\n'),
    );
  }

  const exports = exportList.flatMap((statement) =>
    (statement.specifiers as AstNode[]).map((specifier) => {
      const local = (specifier.local as AstNode).name as string;
      const owner = declaredIn.get(local);
      return {
        exported: (specifier.exported as AstNode).name as string,
        local,
        part: owner === undefined ? '' : partName(owner),
      };
    }),
  );
  const unknown = exports.find(({ part }) => part === '');
  if (unknown) {
    return { ok: false, error: { kind: 'not-declarations', statement: `export ${unknown.local}` } };
  }
  return { ok: true, value: { parts, exports } };
}
