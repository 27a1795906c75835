import {
  type GraphQLField,
  type GraphQLNamedOutputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  isRequiredArgument,
  isUnionType,
} from 'graphql';

/** How many object levels a generated selection set reaches below the operation's field. */
export const defaultSelectionDepth = 2;

type RootKind = 'query' | 'mutation' | 'subscription';

function selectable(field: GraphQLField<unknown, unknown>): boolean {
  return !field.deprecationReason && !field.args.some(isRequiredArgument);
}

/** Relay connections wrap each item in `edges { node }`; those wrappers do not use up the depth. */
function isConnectionWrapper(typeName: string, fieldName: string): boolean {
  return (
    (typeName.endsWith('Connection') && fieldName === 'edges') ||
    (typeName.endsWith('Edge') && fieldName === 'node')
  );
}

/** Union members may share a field name with different types, which GraphQL refuses in one selection. */
function conflictingFields(members: readonly GraphQLObjectType[]): Set<string> {
  const types = new Map<string, Set<string>>();
  for (const member of members) {
    for (const field of Object.values(member.getFields())) {
      const seen = types.get(field.name) ?? new Set<string>();
      seen.add(String(field.type));
      types.set(field.name, seen);
    }
  }
  return new Set([...types].filter(([, seen]) => seen.size > 1).map(([name]) => name));
}

/**
 * The selection for `type` at `level` (1 = the fields of the operation's result). Leaves (scalars and
 * enums) are always selected; objects only above `maxDepth` (connection wrappers aside); fields needing
 * arguments are skipped. `aliasOf` renames fields that would clash with a sibling union member's.
 */
function selectionOf(
  type: GraphQLNamedOutputType,
  level: number,
  maxDepth: number,
  aliasOf: (field: string) => string = (field) => field,
): string | undefined {
  if (isUnionType(type)) {
    const members = type.getTypes();
    const conflicts = conflictingFields(members);
    const parts = ['__typename'];
    for (const member of members) {
      const prefix = member.name.charAt(0).toLowerCase() + member.name.slice(1);
      const alias = (field: string) =>
        conflicts.has(field) ? `${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}: ${field}` : field;
      const inner = selectionOf(member, level, maxDepth, alias);
      if (inner) parts.push(`... on ${member.name} ${inner}`);
    }
    return `{ ${parts.join(' ')} }`;
  }
  if (!isObjectType(type) && !isInterfaceType(type)) return undefined;
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (!selectable(field)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      parts.push(aliasOf(field.name));
      continue;
    }
    const next = isConnectionWrapper(type.name, field.name) ? level : level + 1;
    if (next <= maxDepth) {
      const inner = selectionOf(named, next, maxDepth);
      if (inner) parts.push(`${aliasOf(field.name)} ${inner}`);
    }
  }
  return parts.length === 0 ? '{ __typename }' : `{ ${parts.join(' ')} }`;
}

/** The selection set of a result type: empty for scalars and enums, `{ ... }` otherwise. */
export function selectionSetFor(type: GraphQLOutputType, maxDepth = defaultSelectionDepth): string {
  const named = getNamedType(type);
  return isLeafType(named) ? '' : (selectionOf(named, 1, maxDepth) ?? '{ __typename }');
}

/** `query Products($first: Int) { products(first: $first) { ... } }`: a document a client can send as is. */
export function operationDocument(
  kind: RootKind,
  field: GraphQLField<unknown, unknown>,
  selectionSet: string,
): string {
  const name = field.name.charAt(0).toUpperCase() + field.name.slice(1);
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const argumentsText = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const head = variables ? `${kind} ${name}(${variables})` : `${kind} ${name}`;
  const call = argumentsText ? `${field.name}(${argumentsText})` : field.name;
  return `${head} { ${call}${selectionSet ? ` ${selectionSet}` : ''} }`;
}
