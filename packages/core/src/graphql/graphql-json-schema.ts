import {
  type GraphQLArgument,
  type GraphQLDefaultInput,
  type GraphQLEnumType,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedOutputType,
  type GraphQLOutputType,
  type GraphQLScalarType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isScalarType,
  isUnionType,
  valueFromASTUntyped,
} from 'graphql';
import type { JsonSchema } from '../catalog/model.ts';
import { componentSchemaRef, type SchemaObject } from '../catalog/schema-walk.ts';

const builtInScalars: Record<string, SchemaObject> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  Boolean: { type: 'boolean' },
  ID: { type: 'string' },
};

/** Custom scalars whose name says for certain how they are serialised. */
const knownScalarFormats: Record<string, string> = {
  DateTime: 'date-time',
  Date: 'date',
  UUID: 'uuid',
  URL: 'uri',
  URI: 'uri',
};

function describe(schema: SchemaObject, description: string | null | undefined): SchemaObject {
  return description ? { ...schema, description } : schema;
}

function scalarSchema(type: GraphQLScalarType): SchemaObject {
  const builtIn = builtInScalars[type.name];
  if (builtIn) return builtIn;
  const format = knownScalarFormats[type.name];
  const about = type.description
    ? `GraphQL scalar ${type.name}: ${type.description}`
    : `GraphQL scalar ${type.name}`;
  return format ? { type: 'string', format, description: about } : { description: about };
}

function defaultValue(input: GraphQLDefaultInput | undefined): unknown {
  if (input === undefined) return undefined;
  return 'literal' in input && input.literal ? valueFromASTUntyped(input.literal) : input.value;
}

function nullable(schema: SchemaObject): SchemaObject {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/** GraphQL input and output types as JSON Schema; named enums, input objects and output types go to `schemas`. */
export class GraphqlSchemas {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly pending: [string, () => SchemaObject][] = [];

  /** Builds the named schemas referred to so far, and those they refer to (a queue, not recursion: type chains run deep). */
  drain(): Record<string, JsonSchema> {
    for (let index = 0; index < this.pending.length; index++) {
      const [name, build] = this.pending[index]!;
      this.schemas[name] = build();
    }
    this.pending.length = 0;
    return this.schemas;
  }

  /** An argument or input field type; nullability shows as optionality, not as `null`. */
  input(type: GraphQLInputType): SchemaObject {
    if (isNonNullType(type)) return this.input(type.ofType);
    if (isListType(type)) return { type: 'array', items: this.input(type.ofType) };
    if (isScalarType(type)) return scalarSchema(type);
    if (isEnumType(type)) return this.named(type.name, () => this.enumSchema(type));
    if (isInputObjectType(type)) {
      return this.named(type.name, () => {
        const fields = Object.values(type.getFields());
        return describe(this.objectOf(fields, isRequiredInputField), type.description);
      });
    }
    return {};
  }

  /** `{ type: 'object', properties, required }` for arguments or input fields. */
  objectOf<T extends GraphQLArgument | GraphQLInputField>(
    values: readonly T[],
    isRequired: (value: T) => boolean,
  ) {
    const properties: Record<string, SchemaObject> = {};
    const required: string[] = [];
    for (const value of values) {
      let schema = describe(this.input(value.type), value.description);
      const fallback = defaultValue(value.default);
      if (fallback !== undefined) schema = { ...schema, default: fallback };
      if (value.deprecationReason) schema = { ...schema, deprecated: true };
      properties[value.name] = schema;
      if (isRequired(value)) required.push(value.name);
    }
    return { type: 'object', properties, ...(required.length > 0 && { required }) } as SchemaObject;
  }

  arguments(values: readonly GraphQLArgument[]): SchemaObject {
    return this.objectOf(values, isRequiredArgument);
  }

  /** A field's result type: nullable unless wrapped in non-null, as GraphQL serialises it. */
  output(type: GraphQLOutputType): SchemaObject {
    if (isNonNullType(type)) return this.nonNullOutput(type.ofType);
    return nullable(this.nonNullOutput(type));
  }

  private nonNullOutput(type: GraphQLOutputType): SchemaObject {
    if (isNonNullType(type)) return this.nonNullOutput(type.ofType);
    if (isListType(type)) return { type: 'array', items: this.output(type.ofType) };
    return this.namedOutput(type);
  }

  private namedOutput(type: GraphQLNamedOutputType): SchemaObject {
    if (isScalarType(type)) return scalarSchema(type);
    if (isEnumType(type)) return this.named(type.name, () => this.enumSchema(type));
    if (isUnionType(type)) {
      return this.named(type.name, () =>
        describe({ anyOf: type.getTypes().map((member) => this.namedOutput(member)) }, type.description),
      );
    }
    if (isObjectType(type) || isInterfaceType(type)) {
      return this.named(type.name, () => {
        // No `required`: a response holds only the fields its query selected.
        const properties: Record<string, SchemaObject> = { __typename: { type: 'string' } };
        for (const field of Object.values(type.getFields())) {
          let schema = describe(this.output(field.type), field.description);
          if (field.deprecationReason) schema = { ...schema, deprecated: true };
          properties[field.name] = schema;
        }
        return describe({ type: 'object', properties }, type.description);
      });
    }
    return {};
  }

  private enumSchema(type: GraphQLEnumType): SchemaObject {
    return describe({ type: 'string', enum: type.getValues().map((value) => value.name) }, type.description);
  }

  /** A ref to `#/components/schemas/<name>`; the schema itself is built once, by `drain`. */
  private named(name: string, build: () => SchemaObject): SchemaObject {
    if (!Object.hasOwn(this.schemas, name)) {
      this.schemas[name] = {};
      this.pending.push([name, build]);
    }
    return { $ref: componentSchemaRef(name) };
  }
}
