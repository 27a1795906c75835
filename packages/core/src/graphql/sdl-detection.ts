const definition =
  /^(?:extend\s+)?(?:schema\s*[{@]|(?:type|input|interface|enum)\s+[_A-Za-z]\w*\s*(?:implements\b|@|\{)|union\s+[_A-Za-z]\w*\s*(?:@[^=]*)?=|scalar\s+[_A-Za-z]\w*|directive\s+@)/;

/** True when the first definition of the text (after comments and descriptions) is a GraphQL type system one. */
export function looksLikeGraphqlSdl(text: string): boolean {
  let index = 0;
  while (index < text.length) {
    const rest = text.slice(index, index + 3);
    const char = text[index]!;
    if (/\s|,/.test(char)) index++;
    else if (char === '#') index = nextIndex(text, '\n', index);
    else if (rest === '"""') index = nextIndex(text, '"""', index + 3) + 2;
    else if (char === '"') index = nextIndex(text, '"', index + 1);
    else break;
  }
  return definition.test(text.slice(index, index + 300));
}

function nextIndex(text: string, token: string, from: number): number {
  const found = text.indexOf(token, from);
  return found < 0 ? text.length : found + 1;
}
