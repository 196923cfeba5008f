// The message files' reader, loaded from here rather than from a CDN (the build has no network). It reads the
// inlang message format's JSON: "key": "Text with {placeholder}", or for plurals and other choices
// "key": [{ "declarations": ["input count", "local countPlural = count: plural"], "selectors": ["countPlural"],
// "match": { "countPlural=one": "…", "countPlural=*": "…" } }]. Self-contained: it is imported as a data: URL.
const KEY = "plugin.tipped.json";

function parsePattern(text) {
  const pattern = [];
  const re = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
  let last = 0;
  for (let found = re.exec(text); found; found = re.exec(text)) {
    if (found.index > last) pattern.push({ type: "text", value: text.slice(last, found.index) });
    pattern.push({ type: "expression", arg: { type: "variable-reference", name: found[1] } });
    last = found.index + found[0].length;
  }
  if (last < text.length) pattern.push({ type: "text", value: text.slice(last) });
  return pattern;
}

function parseDeclaration(text) {
  const input = /^input\s+(\w+)$/.exec(text);
  if (input) return { type: "input-variable", name: input[1] };
  const local = /^local\s+(\w+)\s*=\s*(\w+)\s*:\s*(\w+)$/.exec(text);
  if (!local) throw new Error(`Unknown declaration: ${text}`);
  return {
    type: "local-variable",
    name: local[1],
    value: {
      type: "expression",
      arg: { type: "variable-reference", name: local[2] },
      annotation: { type: "function-reference", name: local[3], options: [] },
    },
  };
}

function parseMatches(key) {
  return key.split(",").map((part) => {
    const [name, value] = part.trim().split("=");
    return value === "*" ? { type: "catchall-match", key: name } : { type: "literal-match", key: name, value };
  });
}

export default {
  key: KEY,
  toBeImportedFiles: ({ settings }) =>
    settings.locales.map((locale) => ({
      locale,
      path: settings[KEY].pathPattern.replace("{locale}", locale),
    })),
  importFiles: ({ files }) => {
    const bundles = [];
    const messages = [];
    const variants = [];
    const declarationsOf = new Map();
    const declare = (id, declarations) => {
      const known = declarationsOf.get(id);
      for (const declaration of declarations)
        if (!known.some((other) => other.name === declaration.name)) known.push(declaration);
    };
    for (const file of files) {
      const json = JSON.parse(new TextDecoder().decode(file.content));
      for (const [id, value] of Object.entries(json)) {
        if (id.startsWith("$")) continue;
        if (!declarationsOf.has(id)) {
          declarationsOf.set(id, []);
          bundles.push({ id, declarations: declarationsOf.get(id) });
        }
        if (typeof value === "string") {
          const pattern = parsePattern(value);
          declare(
            id,
            pattern
              .filter((part) => part.type === "expression")
              .map((part) => ({ type: "input-variable", name: part.arg.name })),
          );
          messages.push({ bundleId: id, locale: file.locale, selectors: [] });
          variants.push({ messageBundleId: id, messageLocale: file.locale, matches: [], pattern });
        } else {
          const [choice] = value;
          declare(id, choice.declarations.map(parseDeclaration));
          messages.push({
            bundleId: id,
            locale: file.locale,
            selectors: choice.selectors.map((name) => ({ type: "variable-reference", name })),
          });
          for (const [key, text] of Object.entries(choice.match))
            variants.push({
              messageBundleId: id,
              messageLocale: file.locale,
              matches: parseMatches(key),
              pattern: parsePattern(text),
            });
        }
      }
    }
    return { bundles, messages, variants };
  },
};
