// What the explorer can show, and the queries it answers, with no DOM: read from
// the module's own declarations (bitboards.d.mts, the contract of SPEC.md in
// JavaScript's names), so that the page follows the module of any square mapping
// and any table or function it gains.
//
// A query is a table entry, {kind: "table", name: "BEHIND", args: [27, 54]}, or
// a call, {kind: "function", name: "rook_attacks", args: {occ: 0x..n, sq: 27}},
// under SPEC.md's names (snake_case functions and arguments); the URL carries it
// as ?table=BEHIND&args=d4,g7 or ?function=rook_attacks&occ=0x...&sq=d4, with
// &mapping=LERF. `parseQuery` reads a URL's search string and throws a
// QueryError whose message says what is wrong and what is accepted;
// `formatQuery` writes it back; `evaluate` answers it on the module.

/** A URL that names no table entry or call: its message is shown on the page. */
export class QueryError extends Error {}

// the enumerations of the declarations (their `// Section.` comments) the axes index
const ENUMERATIONS = { dir: "Directions", color: "Colors", piece: "Pieces" };
const ELEMENTS = {
  BigUint64Array: "u64",
  Uint8Array: "u8",
  Int8Array: "int",
  Int32Array: "int",
};
const SQUARE_AXES = ["sq", "frm", "to"];
const NUMBER_AXES = ["occ6", "idx"];
// the other counted axes of bitboard_tables/tables.py (its IndexKinds): [size, the
// letters that name its positions too, for a file]
const COUNTED_AXES = {
  f: [8, "abcdefgh"],
  r: [8],
  dist: [8],
  king_f: [8, "abcdefgh"],
  rook_f: [8, "abcdefgh"],
  key: [781],
};
const COORDINATES = ["file", "rank"];
const FILE_LETTERS = "abcdefgh";
const U64_LIMIT = 1n << 64n;

/** Returns snake_case of a camelCase name: rookAttacks -> rook_attacks. */
export function snake(name) {
  return name.replace(/[A-Z]/g, (c) => "_" + c.toLowerCase());
}

/**
 * Returns the catalogue of the declarations `text` (bitboards.d.mts) on the
 * module `module`: {tables, functions, enums, squareNames}. A table is {name,
 * dims: [{size, axis}], element: "u64" | "u8" | "int", meaning}; a function
 * {name (snake_case), js (the module's name), params: [{name, kind}], returns,
 * doc}, for every function whose arguments and result the page can show.
 */
export function readCatalogue(text, module) {
  const enums = {};
  let section = null;
  for (const line of text.split("\n")) {
    const heading = /^\/\/ (\w+)\.$/.exec(line);
    const constant = /^export declare const (\w+): (\d+);$/.exec(line);
    if (heading) section = heading[1];
    else if (constant && section)
      (enums[section] ??= [])[Number(constant[2])] = constant[1];
  }
  const tables = [];
  const tablePattern =
    /\/\*\* (\w+)((?:\[\d+ \w+\])+), entry at [^:]*: (.*) \*\/\nexport declare const (\w+): (\w+);/g;
  for (const m of text.matchAll(tablePattern)) {
    const dims = [...m[2].matchAll(/\[(\d+) (\w+)\]/g)].map((d) => ({
      size: Number(d[1]),
      axis: d[2],
    }));
    if (m[1] === m[4] && ELEMENTS[m[5]] && module[m[1]])
      tables.push({ name: m[1], dims, element: ELEMENTS[m[5]], meaning: m[3] });
  }
  const functions = [];
  const functionPattern =
    /\/\*\*\n((?: \*.*\n)+) \*\/\nexport declare function (\w+)\(([^)]*)\):\s*([^;]+);/g;
  for (const m of text.matchAll(functionPattern)) {
    const doc = m[1]
      .replace(/^ \* ?/gm, "")
      .replace(/\s+/g, " ")
      .trim();
    const params = readParams(m[3]);
    const returns = resultKind(m[4].trim(), doc);
    if (params && returns && typeof module[m[2]] === "function") {
      functions.push({ name: snake(m[2]), js: m[2], params, returns, doc });
    }
  }
  const squareNames = Array.from({ length: 64 }, (_, sq) =>
    module.squareName(sq),
  );
  // the file or rank of each index of a table's file or rank axis: a position in a byte
  // (sq & 7) or a byte (sq >> 3), whichever that coordinate counts in this mapping
  const position = positionCoordinate(module);
  const coordinates = {};
  for (const [k, c] of COORDINATES.entries()) {
    coordinates[c] = Array.from(
      { length: 8 },
      (_, i) => squareNames[c === position ? i : 8 * i][k],
    );
  }
  return { tables, functions, enums, squareNames, coordinates };
}

// Returns [{name, kind}] of a declaration's parameter list, a bitboard's two
// halves (occLo, occHi) as one parameter `occ`; null when one is of no kind the
// page shows.
function readParams(list) {
  const raw = list
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split(":").map((s) => s.trim()));
  const params = [];
  for (let i = 0; i < raw.length; i++) {
    const [name, type] = raw[i];
    const next = raw[i + 1];
    if (
      type === "number" &&
      name.endsWith("Lo") &&
      next &&
      next[0] === name.slice(0, -2) + "Hi"
    ) {
      params.push({ name: snake(name.slice(0, -2)), kind: "bitboard" });
      i++;
    } else if (type === "Square")
      params.push({ name: snake(name), kind: "square" });
    else if (type === "number" && ENUMERATIONS[name])
      params.push({ name, kind: name });
    else if (type === "number" && COORDINATES.includes(name))
      params.push({ name, kind: `board_${name}` });
    else if (type === "string") params.push({ name, kind: "name" });
    else return null;
  }
  return params;
}

// Returns what a function's result is: "bitboard" (its low half, the high half in
// `high`), "square", "square_or_none", "integer", "name" or "squares"; null for
// anything else.
function resultKind(type, doc) {
  if (type === "number")
    return doc.includes("The low half") ? "bitboard" : "integer";
  if (type === "Square") return "square";
  if (type === "Square | -1") return "square_or_none";
  if (type === "string") return "name";
  if (type.startsWith("Generator<Square")) return "squares";
  return null;
}

// --- indices and arguments ---------------------------------------------------

/**
 * Returns how an axis or argument `kind` is written: {labels, aliases,
 * accepted}; label i names index i, and URLs write it.
 */
export function indexKind(catalogue, kind) {
  const numbers = (n) => Array.from({ length: n }, (_, i) => String(i));
  if (SQUARE_AXES.includes(kind) || kind === "square") {
    return {
      labels: catalogue.squareNames,
      aliases: [],
      accepted: "a square name a1..h8 or a number 0..63",
    };
  }
  if (ENUMERATIONS[kind]) {
    const names = catalogue.enums[ENUMERATIONS[kind]];
    return {
      labels: names,
      aliases: [],
      accepted: `${names.join(", ")} or a number 0..${names.length - 1}`,
    };
  }
  // a function's file or rank (square(file, rank)): 0..7 for a..h and 1..8
  if (kind === "board_file")
    return {
      labels: FILE_LETTERS.split(""),
      aliases: numbers(8),
      names: FILE_LETTERS.split(""),
      accepted: "a file letter a..h or a number 0..7",
    };
  if (kind === "board_rank")
    return {
      labels: numbers(8),
      aliases: [],
      names: "12345678".split(""),
      accepted: "a number 0..7 (0 is rank 1)",
    };
  // a table's: a position or a byte of the mapping, as `bitboard-tables show` takes it
  const names = catalogue.coordinates[kind];
  if (kind === "file")
    return {
      labels: names,
      aliases: numbers(8),
      names,
      accepted: `a number 0..7 or a file letter (${names.join("")} for 0..7)`,
    };
  if (kind === "rank")
    return {
      labels: numbers(8),
      aliases: [],
      names,
      accepted: `a number 0..7 (ranks ${names.join("")})`,
    };
  if (NUMBER_AXES.includes(kind))
    return { labels: numbers(64), aliases: [], accepted: "a number 0..63" };
  if (COUNTED_AXES[kind]) {
    const [size, letters = ""] = COUNTED_AXES[kind];
    const named = letters
      ? ` or a ${kind} letter (${letters} for 0..${size - 1})`
      : "";
    return {
      labels: numbers(size),
      aliases: letters.split(""),
      accepted: `a number 0..${size - 1}${named}`,
    };
  }
  return { labels: [], aliases: [], accepted: "nothing" };
}

/** Returns the index `text` names in `kind` (a label, any case, or a number); throws QueryError naming `where`. */
export function parseIndex(catalogue, kind, text, where) {
  const { labels, aliases, accepted } = indexKind(catalogue, kind);
  const folded = text.trim().toLowerCase();
  for (const names of [labels, aliases]) {
    const i = names.findIndex((label) => label.toLowerCase() === folded);
    if (i >= 0) return i;
  }
  if (/^(0x[0-9a-f]+|0b[01]+|-?\d+)$/.test(folded)) {
    const number = Number(folded);
    if (number >= 0 && number < labels.length) return number;
    throw new QueryError(
      `index ${text} is out of range for ${where}; accepted: ${accepted}`,
    );
  }
  throw new QueryError(
    `'${text}' is not an index of ${where}; accepted: ${accepted}`,
  );
}

/** Returns the bitboard `text` names: a number (0x.., 0b.., decimal) or square names (d6,f4); throws QueryError. */
export function parseBitboard(catalogue, text, where) {
  const folded = text.trim().toLowerCase();
  const accepted =
    "accepted: a number below 2**64 (0x and up to 16 hex digits), or square names as d6 f4";
  if (folded === "") return 0n;
  if (/^(0x[0-9a-f]+|0b[01]+|\d+)$/.test(folded)) {
    const value = BigInt(folded);
    if (value < U64_LIMIT) return value;
    throw new QueryError(`${where}=${text} is out of range; ${accepted}`);
  }
  let value = 0n;
  for (const name of folded.split(/[\s,]+/).filter(Boolean)) {
    const sq = catalogue.squareNames.indexOf(name);
    if (sq < 0)
      throw new QueryError(
        `${where}=${text} is not a bitboard: '${name}' is no square; ${accepted}`,
      );
    value |= 1n << BigInt(sq);
  }
  return value;
}

/** Returns `bb` in 16 hex digits: 0x0000000008000000. */
export function hex64(bb) {
  return "0x" + bb.toString(16).padStart(16, "0");
}

// --- queries and URLs ----------------------------------------------------------

/** Returns the table or function named `name`, or throws QueryError with the near miss. */
function find(items, name, what) {
  const item =
    items.find((t) => t.name === name) ??
    items.find((t) => t.name.toLowerCase() === name.toLowerCase());
  if (item) return item;
  const close = items
    .map((t) => t.name)
    .filter((n) => distance(n.toLowerCase(), name.toLowerCase()) <= 2);
  const hint = close.length ? ` (did you mean ${close[0]}?)` : "";
  throw new QueryError(
    `unknown ${what} '${name}'${hint}; accepted: a ${what} the page lists, as bitboard-tables list prints it`,
  );
}

// Returns the edit distance of a and b.
function distance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(
        row[j] + 1,
        next[j - 1] + 1,
        row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    row = next;
  }
  return row[b.length];
}

/** Returns the default arguments of table or function `item`: d4 and g7 for squares, QUEEN, the rest 0. */
export function defaults(catalogue, kind, item) {
  const squares = ["d4", "g7"].map((name) =>
    catalogue.squareNames.indexOf(name),
  );
  const first = (axis, k) => {
    if (SQUARE_AXES.includes(axis) || axis === "square")
      return squares[Math.min(k, 1)];
    if (axis === "piece")
      return Math.max(0, catalogue.enums.Pieces.indexOf("QUEEN"));
    return 0;
  };
  if (kind === "table") {
    let k = 0;
    return item.dims.map(({ axis }) =>
      first(axis, SQUARE_AXES.includes(axis) ? k++ : 0),
    );
  }
  const args = {};
  for (const p of item.params) {
    if (p.kind === "bitboard") args[p.name] = 0n;
    else if (p.kind === "name") args[p.name] = "d4";
    else args[p.name] = first(p.kind, 0);
  }
  return args;
}

/**
 * Returns the query of the search string `search` (?table=... or ?function=...,
 * less its mapping, which the caller has read to choose `catalogue`); with
 * neither, `fallback`. Throws QueryError.
 */
export function parseQuery(catalogue, search, fallback) {
  const params = new URLSearchParams(search);
  const table = params.get("table");
  const fn = params.get("function");
  if (table !== null && fn !== null)
    throw new QueryError(
      "the URL names a table and a function; accepted: one of ?table=... and ?function=...",
    );
  if (table === null && fn === null) {
    for (const key of params.keys()) {
      if (key !== "mapping")
        throw new QueryError(
          `unknown URL parameter '${key}'; accepted: table, args, function, mapping`,
        );
    }
    return fallback;
  }
  if (table !== null) {
    const item = find(catalogue.tables, table, "table");
    for (const key of params.keys()) {
      if (!["table", "args", "mapping"].includes(key))
        throw new QueryError(
          `unknown URL parameter '${key}' of a table; accepted: table, args, mapping`,
        );
    }
    const axes = item.dims.map((d) => `[${d.axis}]`).join("");
    const texts = params.has("args") ? params.get("args").split(",") : null;
    if (texts !== null && texts.length !== item.dims.length) {
      throw new QueryError(
        `${item.name}${axes} takes ${item.dims.length} indices in args, got ${texts.length}`,
      );
    }
    const args =
      texts === null
        ? defaults(catalogue, "table", item)
        : texts.map((t, k) =>
            parseIndex(
              catalogue,
              item.dims[k].axis,
              t,
              `${item.name}[${item.dims[k].axis}]`,
            ),
          );
    return { kind: "table", name: item.name, args };
  }
  const item = find(catalogue.functions, fn, "function");
  const args = defaults(catalogue, "function", item);
  const names = item.params.map((p) => p.name);
  for (const [key, text] of params) {
    if (key === "function" || key === "mapping") continue;
    const p = item.params.find((q) => q.name === key);
    if (!p)
      throw new QueryError(
        `${item.name} takes ${names.join(", ") || "no argument"}; unknown argument '${key}'`,
      );
    if (p.kind === "bitboard") args[key] = parseBitboard(catalogue, text, key);
    else if (p.kind === "name") args[key] = text;
    else
      args[key] = parseIndex(catalogue, p.kind, text, `${item.name}(${key})`);
  }
  return { kind: "function", name: item.name, args };
}

/**
 * Returns the search string of `query` in `mapping`: ?table=BEHIND&args=d4,g7&mapping=LERF;
 * with `named`, each bitboard as its squares' names (occ=d6,f4), which read the same in
 * every mapping.
 */
export function formatQuery(catalogue, query, mapping, named = false) {
  const params = new URLSearchParams();
  if (query.kind === "table") {
    const item = catalogue.tables.find((t) => t.name === query.name);
    params.set("table", query.name);
    params.set(
      "args",
      query.args
        .map((i, k) => indexKind(catalogue, item.dims[k].axis).labels[i])
        .join(","),
    );
  } else {
    const item = catalogue.functions.find((f) => f.name === query.name);
    params.set("function", query.name);
    for (const p of item.params) {
      const v = query.args[p.name];
      const names = () =>
        catalogue.squareNames
          .filter((_, sq) => (v >> BigInt(sq)) & 1n)
          .join(",");
      params.set(
        p.name,
        p.kind === "bitboard"
          ? named
            ? names()
            : hex64(v)
          : p.kind === "name"
            ? v
            : indexKind(catalogue, p.kind).labels[v],
      );
    }
  }
  params.set("mapping", mapping);
  return "?" + params.toString().replace(/%2C/g, ",");
}

// --- answers ------------------------------------------------------------------------

/**
 * Returns the answer of `query` on `module`: {label, kind, value, set, marks}:
 * `set` the squares drawn as in the set (a bigint; null for a number or a
 * name), `marks` [{sq, mark, what}] the argument squares to mark, `value` the
 * text of the result.
 */
export function evaluate(catalogue, module, query) {
  return query.kind === "table"
    ? entry(catalogue, module, query)
    : call(catalogue, module, query);
}

function entry(catalogue, module, { name, args }) {
  const item = catalogue.tables.find((t) => t.name === name);
  let flat = 0;
  item.dims.forEach((d, k) => (flat = flat * d.size + args[k]));
  const raw = module[name][flat];
  const label =
    name +
    args
      .map((i, k) => `[${indexKind(catalogue, item.dims[k].axis).labels[i]}]`)
      .join("");
  const marks = [];
  let squareAxes = 0;
  const position = positionCoordinate(module);
  item.dims.forEach(({ axis }, k) => {
    if (SQUARE_AXES.includes(axis))
      marks.push({ sq: args[k], mark: squareAxes++ ? "T" : "X", what: axis });
    else if (item.element === "u8" && axis === position)
      marks.push({ sq: args[k], mark: "X", what: axis });
    else if (
      COORDINATES.includes(axis) &&
      axis !== position &&
      item.dims.some((d) => d.axis === "idx")
    )
      marks.push({ sq: 8 * args[k], mark: "X", what: axis });
  });
  if (item.element === "int")
    return { label, kind: "integer", value: String(raw), set: null, marks: [] };
  const set = BigInt(raw);
  const value =
    item.element === "u8"
      ? "0x" + raw.toString(16).padStart(2, "0")
      : hex64(set);
  return { label, kind: "set", value, set, marks };
}

function call(catalogue, module, { name, args }) {
  const item = catalogue.functions.find((f) => f.name === name);
  const actual = [];
  const marks = [];
  const shown = [];
  let squares = 0;
  for (const p of item.params) {
    const v = args[p.name];
    if (p.kind === "bitboard") {
      actual.push(module.lowHalf(v), module.highHalf(v));
      shown.push(`${p.name}=${hex64(v)}`);
    } else {
      actual.push(v);
      shown.push(
        `${p.name}=${p.kind === "name" ? JSON.stringify(v) : indexKind(catalogue, p.kind).labels[v]}`,
      );
      if (p.kind === "square")
        marks.push({ sq: v, mark: squares++ ? "T" : "X", what: p.name });
    }
  }
  const label = `${name}(${shown.join(", ")})`;
  const result = module[item.js](...actual);
  switch (item.returns) {
    case "bitboard": {
      const set = module.toBigInt(result, module.high);
      return { label, kind: "set", value: hex64(set), set, marks };
    }
    case "squares": {
      const list = [...result];
      const set = list.reduce((b, sq) => b | (1n << BigInt(sq)), 0n);
      return {
        label,
        kind: "set",
        value:
          "[" + list.map((sq) => catalogue.squareNames[sq]).join(", ") + "]",
        set,
        marks,
      };
    }
    case "square":
    case "square_or_none": {
      const on = result >= 0 && result < 64;
      const value = on
        ? `${result} (${catalogue.squareNames[result]})`
        : `${result} (no square)`;
      return {
        label,
        kind: "square",
        value,
        set: on ? 1n << BigInt(result) : 0n,
        marks,
      };
    }
    case "name":
      return {
        label,
        kind: "name",
        value: JSON.stringify(result),
        set: null,
        marks,
      };
    default:
      return {
        label,
        kind: "integer",
        value: String(result),
        set: null,
        marks,
      };
  }
}

/** Returns the coordinate that counts the positions within a byte (sq & 7): "file" in LERF, "rank" in LEFR. */
export function positionCoordinate(module) {
  return Math.abs(module.square(1, 0) - module.square(0, 0)) === 1
    ? "file"
    : "rank";
}
