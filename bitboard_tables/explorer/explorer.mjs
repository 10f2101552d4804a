// The explorer's page: one table entry or lookup of bitboards.mjs drawn on a
// board, its arguments chosen by clicks, keys or the form, the view kept in the
// URL (catalogue.mjs reads and writes it). The modules it may load are listed in
// the page's <script id="modules">: {mapping: URL or null}, the URL relative to
// the page; `bitboard-tables explore` serves all eight mappings, a copy of the
// page served from a clone the committed LERF module only.
//
// Each square is a <button data-square="g4" class="square on"> with an
// aria-label ("g4, in the set"); window.explorer gives scripts (and the tests)
// the view: explorer.show("?table=BEHIND&args=d4,g7"), explorer.answer().

import {
  QueryError,
  defaults,
  evaluate,
  formatQuery,
  hex64,
  indexKind,
  parseBitboard,
  parseIndex,
  parseQuery,
  readCatalogue,
} from "./catalogue.mjs";

const MODULES = JSON.parse(document.getElementById("modules").textContent);
const MAPPINGS = Object.keys(MODULES);
const SERVED = MAPPINGS.filter((m) => MODULES[m]);
const GLYPHS = ["●", "◆", "▲", "■", "★"]; // the squares of each bitboard argument, in order
const FILES = "abcdefgh";

const $ = (id) => document.getElementById(id);
const loads = new Map(); // mapping -> Promise<{module, catalogue}>
let view = null; // {mapping, module, catalogue, query, answer}
let clickTarget = 0; // which clickable argument a click on the board sets
let focused = null; // the square (file, rank) that holds the board's tab stop
let generation = 0; // the latest navigation: an earlier one finishing late draws nothing
let pending = Promise.resolve(); // the latest navigation, drawn when it resolves

/** Returns the module of `mapping` and its catalogue, loaded once. */
function load(mapping) {
  if (!loads.has(mapping)) {
    const url = new URL(MODULES[mapping], document.baseURI);
    const declarations = new URL(url.href.replace(/\.mjs$/, ".d.mts"));
    // the first mapping's, started by the page's head before this script loaded
    const early =
      window.explorerEarly && window.explorerEarly.mapping === mapping
        ? window.explorerEarly
        : null;
    window.explorerEarly = null;
    const text = (early ? early.declarations : fetch(declarations)).then(
      (r) => {
        if (!r.ok)
          throw new Error(
            `${declarations.pathname}: ${r.status} ${r.statusText}`,
          );
        return r.text();
      },
    );
    const promise = Promise.all([
      early ? early.module : import(url.href),
      text,
    ]).then(([module, text]) => ({
      module,
      catalogue: readCatalogue(text, module),
    }));
    promise.catch(() => loads.delete(mapping)); // a later visit tries again
    loads.set(mapping, promise);
  }
  return loads.get(mapping);
}

/** Returns the mapping `search` names, checked; throws QueryError. */
function mappingOf(search) {
  const given = new URLSearchParams(search).get("mapping");
  if (given === null) return view ? view.mapping : SERVED[0];
  const mapping = MAPPINGS.find((m) => m.toLowerCase() === given.toLowerCase());
  if (!mapping)
    throw new QueryError(
      `unknown square mapping '${given}'; accepted: ${MAPPINGS.join(", ")}`,
    );
  if (!MODULES[mapping]) {
    throw new QueryError(
      `this copy of the page holds the ${SERVED.join(", ")} module only, not ${mapping}'s: ` +
        "run bitboard-tables explore, which serves the module of every square mapping",
    );
  }
  return mapping;
}

/** Returns the view with no query in the URL: rook attacks from d4 among a few pieces. */
function fallback(catalogue) {
  const rook = catalogue.functions.find((f) => f.name === "rook_attacks");
  if (!rook)
    return {
      kind: "table",
      name: catalogue.tables[0].name,
      args: defaults(catalogue, "table", catalogue.tables[0]),
    };
  return {
    kind: "function",
    name: rook.name,
    args: {
      occ: parseBitboard(catalogue, "b4 d1 d6 f4 g7", "occ"),
      sq: catalogue.squareNames.indexOf("d4"),
    },
  };
}

/** Shows the view of the URL's search string `search`; a bad one shows why instead. */
function apply(search) {
  pending = show(search);
  return pending;
}

async function show(search) {
  const mine = ++generation;
  try {
    const mapping = mappingOf(search);
    let loaded;
    try {
      loaded = await load(mapping);
    } catch (error) {
      throw new QueryError(
        `cannot load the ${mapping} module (${error.message}); run bitboard-tables explore to serve it`,
      );
    }
    if (mine !== generation) return;
    const query = parseQuery(
      loaded.catalogue,
      search,
      fallback(loaded.catalogue),
    );
    if (
      !view ||
      view.query.kind !== query.kind ||
      view.query.name !== query.name
    )
      clickTarget = 0;
    view = {
      mapping,
      ...loaded,
      query,
      answer: evaluate(loaded.catalogue, loaded.module, query),
    };
    draw();
  } catch (error) {
    if (mine !== generation) return;
    if (!(error instanceof QueryError)) throw error;
    showError(error.message);
  }
}

/** Goes to `query` in `mapping` (whose catalogue is `catalogue`): a new history entry, then the view. */
function go(mapping, query, catalogue = view.catalogue) {
  const search = formatQuery(catalogue, query, mapping);
  history.pushState(null, "", search + location.hash);
  return apply(search);
}

function showError(message) {
  $("message").textContent = message;
  $("message").hidden = false;
  $("view").hidden = true;
  $("restart").hidden = false;
  $("controls").hidden = !view; // nothing drawn yet: no form to show
}

// --- drawing ---------------------------------------------------------------------

function buildBoard() {
  const board = $("board");
  for (let rank = 7; rank >= 0; rank--) {
    const row = document.createElement("div");
    row.setAttribute("role", "row");
    row.className = "rank";
    const label = document.createElement("span");
    label.className = "coordinate";
    label.setAttribute("aria-hidden", "true");
    label.textContent = String(rank + 1);
    row.append(label);
    for (let file = 0; file < 8; file++) {
      const square = document.createElement("button");
      square.type = "button";
      square.className = `square ${(file + rank) % 2 ? "light" : "dark"}`;
      square.dataset.square = FILES[file] + (rank + 1);
      square.dataset.file = file;
      square.dataset.rank = rank;
      square.setAttribute("role", "gridcell");
      square.tabIndex = -1;
      row.append(square);
    }
    board.append(row);
  }
  const files = document.createElement("div");
  files.className = "rank files";
  files.setAttribute("aria-hidden", "true");
  files.append(document.createElement("span"));
  for (const f of FILES) {
    const label = document.createElement("span");
    label.className = "coordinate";
    label.textContent = f;
    files.append(label);
  }
  board.append(files);
  board.addEventListener("click", (event) => {
    const square = event.target.closest(".square");
    if (square) clickSquare(square);
  });
  board.addEventListener("keydown", moveFocus);
}

/** Returns the arguments a click on the board sets: squares, and bitboards it toggles. */
function clickable() {
  const { query, catalogue } = view;
  if (query.kind === "table") {
    const item = catalogue.tables.find((t) => t.name === query.name);
    return item.dims
      .map((d, k) => ({ key: k, name: d.axis, kind: "square", axis: d.axis }))
      .filter((a) => ["sq", "frm", "to"].includes(a.axis));
  }
  const item = catalogue.functions.find((f) => f.name === query.name);
  return item.params
    .filter((p) => p.kind === "square" || p.kind === "bitboard")
    .map((p) => ({ key: p.name, name: p.name, kind: p.kind }));
}

function clickSquare(square) {
  const targets = clickable();
  focused = [Number(square.dataset.file), Number(square.dataset.rank)];
  if (!targets.length) return;
  const target = targets[clickTarget % targets.length];
  const sq = view.module.square(focused[0], focused[1]);
  const query = structuredClone(view.query);
  if (target.kind === "bitboard") {
    query.args[target.key] ^= 1n << BigInt(sq);
  } else {
    query.args[target.key] = sq;
    const squares = targets.filter((t) => t.kind === "square");
    if (squares.length > 1)
      clickTarget = targets.indexOf(
        squares[(squares.indexOf(target) + 1) % squares.length],
      );
  }
  go(view.mapping, query).then(() =>
    document.querySelector(`[data-square="${square.dataset.square}"]`).focus(),
  );
}

function moveFocus(event) {
  const steps = {
    ArrowUp: [0, 1],
    ArrowDown: [0, -1],
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
  };
  const square = event.target.closest(".square");
  if (!square || !steps[event.key]) return;
  event.preventDefault();
  const [df, dr] = steps[event.key];
  const file = Math.min(7, Math.max(0, Number(square.dataset.file) + df));
  const rank = Math.min(7, Math.max(0, Number(square.dataset.rank) + dr));
  focused = [file, rank];
  drawTabStop();
  document.querySelector(`[data-square="${FILES[file]}${rank + 1}"]`).focus();
}

function drawTabStop() {
  for (const square of document.querySelectorAll(".square")) {
    square.tabIndex =
      Number(square.dataset.file) === focused[0] &&
      Number(square.dataset.rank) === focused[1]
        ? 0
        : -1;
  }
}

/** Draws the view: the form, the board, the result and its legend. */
function draw() {
  const { module, catalogue, query, answer, mapping } = view;
  $("message").hidden = true;
  $("view").hidden = false;
  $("restart").hidden = true;
  $("controls").hidden = false;
  drawControls();
  const item =
    query.kind === "table"
      ? catalogue.tables.find((t) => t.name === query.name)
      : catalogue.functions.find((f) => f.name === query.name);
  const bitboards =
    query.kind === "function"
      ? item.params.filter((p) => p.kind === "bitboard")
      : [];
  // a square two arguments name (BEHIND[d4][d4]) shows the first's mark, as `show` does
  const marks = new Map();
  for (const m of answer.marks)
    marks.set(m.sq, [...(marks.get(m.sq) ?? []), m]);
  for (const square of document.querySelectorAll(".square")) {
    const sq = module.square(
      Number(square.dataset.file),
      Number(square.dataset.rank),
    );
    const on = answer.set !== null && ((answer.set >> BigInt(sq)) & 1n) === 1n;
    const named = marks.get(sq) ?? [];
    const mark = named[0];
    const members = bitboards.filter(
      (p) => ((query.args[p.name] >> BigInt(sq)) & 1n) === 1n,
    );
    square.classList.toggle("on", on);
    square.classList.toggle("marked", Boolean(mark));
    square.textContent = mark
      ? mark.mark
      : members
          .map((p) => GLYPHS[bitboards.indexOf(p) % GLYPHS.length])
          .join("");
    const notes = [on ? "in the set" : "not in the set"];
    for (const m of named) notes.push(`${m.what} (${m.mark})`);
    for (const p of members) notes.push(`in ${p.name}`);
    square.setAttribute(
      "aria-label",
      `${square.dataset.square}, ${notes.join(", ")}`,
    );
  }
  if (!focused) {
    const first = answer.marks[0];
    focused = first
      ? [module.squareFile(first.sq), module.squareRank(first.sq)]
      : [3, 3];
  }
  drawTabStop();
  const count = answer.set === null ? "" : ` (${countSquares(answer.set)})`;
  $("result").textContent =
    `${answer.label} = ${answer.value}${answer.kind === "set" ? count : ""}`;
  $("result").dataset.value = answer.value;
  const legend = ["striped blue: in the set"];
  for (const m of answer.marks)
    legend.push(`${m.mark} ${catalogue.squareNames[m.sq]} (${m.what})`);
  bitboards.forEach((p, k) =>
    legend.push(`${GLYPHS[k % GLYPHS.length]} ${p.name}`),
  );
  const targets = clickable();
  const clicks = targets.length
    ? `; a click ${targets[clickTarget % targets.length].kind === "bitboard" ? "toggles a square of" : "sets"} ${targets[clickTarget % targets.length].name}`
    : "";
  $("legend").textContent = legend.join(" · ") + clicks;
  $("meaning").textContent =
    query.kind === "table"
      ? `${item.name}: ${item.meaning}`
      : item.doc.replace(
          / The low half; the high half is left in `high`\./,
          "",
        );
  document.title = `${answer.label} · ${mapping} · bitboard-tables explorer`;
}

function countSquares(set) {
  const names = [];
  for (let sq = 0; sq < 64; sq++)
    if ((set >> BigInt(sq)) & 1n) names.push(view.catalogue.squareNames[sq]);
  const count = `${names.length} square${names.length === 1 ? "" : "s"}`;
  return names.length && names.length <= 12
    ? `${count}: ${names.join(", ")}`
    : count;
}

// --- the form ------------------------------------------------------------------------

function drawControls() {
  const { catalogue, query, mapping } = view;
  const mappings = $("mapping");
  if (!mappings.options.length) {
    for (const m of MAPPINGS)
      mappings.add(
        new Option(MODULES[m] ? m : `${m} (bitboard-tables explore)`, m),
      );
  }
  for (const option of mappings.options)
    option.disabled = !MODULES[option.value];
  mappings.value = mapping;
  const names = $("name");
  if (names.dataset.mapping !== mapping) {
    names.replaceChildren();
    for (const [label, items, kind] of [
      ["Tables", catalogue.tables, "table"],
      ["Functions", catalogue.functions, "function"],
    ]) {
      const group = document.createElement("optgroup");
      group.label = label;
      for (const item of items)
        group.append(new Option(item.name, `${kind}:${item.name}`));
      names.append(group);
    }
    names.dataset.mapping = mapping;
  }
  names.value = `${query.kind}:${query.name}`;
  const hadFocus =
    document.activeElement && document.activeElement.closest("#arguments")
      ? document.activeElement.id
      : null;
  const box = $("arguments");
  box.replaceChildren();
  const targets = clickable();
  const args =
    query.kind === "table"
      ? catalogue.tables
          .find((t) => t.name === query.name)
          .dims.map((d, k) => ({ key: k, name: d.axis, kind: d.axis }))
      : catalogue.functions
          .find((f) => f.name === query.name)
          .params.map((p) => ({ key: p.name, name: p.name, kind: p.kind }));
  for (const arg of args) box.append(control(arg, targets));
  if (!args.length)
    box.append(
      Object.assign(document.createElement("p"), {
        textContent: "no arguments",
      }),
    );
  if (hadFocus && $(hadFocus)) $(hadFocus).focus();
}

/** Returns the row of the form that sets argument `arg`. */
function control(arg, targets) {
  const { catalogue, query } = view;
  const value = query.args[arg.key];
  const row = document.createElement("div");
  row.className = "argument";
  const id = `arg-${arg.name}-${arg.key}`;
  const label = document.createElement("label");
  label.htmlFor = id;
  label.textContent = arg.name;
  let input;
  if (
    arg.kind === "bitboard" ||
    arg.kind === "name" ||
    ["sq", "frm", "to", "square"].includes(arg.kind)
  ) {
    input = document.createElement("input");
    input.type = "text";
    input.spellcheck = false;
    input.autocomplete = "off";
    input.value =
      arg.kind === "bitboard"
        ? hex64(value)
        : arg.kind === "name"
          ? value
          : catalogue.squareNames[value];
    input.size = arg.kind === "bitboard" ? 18 : 4;
  } else if (["occ6", "idx"].includes(arg.kind)) {
    input = document.createElement("input");
    input.type = "number";
    input.min = 0;
    input.max = 63;
    input.value = value;
  } else {
    input = document.createElement("select");
    const { labels, names } = indexKind(catalogue, arg.kind);
    labels.forEach((text, i) =>
      input.add(
        new Option(
          arg.kind.endsWith("rank") ? `${text} (rank ${names[i]})` : text,
          String(i),
        ),
      ),
    );
    input.value = String(value);
  }
  input.id = id;
  input.dataset.argument = arg.name;
  input.addEventListener("change", () => setArgument(arg, input.value));
  row.append(label, input);
  const t = targets.findIndex((c) => c.key === arg.key);
  if (t >= 0) {
    const radio = document.createElement("input");
    radio.type = "radio";
    radio.name = "click-target";
    radio.id = `click-${id}`;
    radio.checked = t === clickTarget % targets.length;
    radio.addEventListener("change", () => {
      clickTarget = t;
      draw();
    });
    const radioLabel = document.createElement("label");
    radioLabel.htmlFor = radio.id;
    radioLabel.className = "click";
    radioLabel.textContent =
      arg.kind === "bitboard" ? "clicks toggle" : "clicks set";
    row.append(radio, radioLabel);
  }
  return row;
}

function setArgument(arg, text) {
  const { catalogue, query, mapping } = view;
  const next = structuredClone(query);
  const where =
    query.kind === "table"
      ? `${query.name}[${arg.name}]`
      : `${query.name}(${arg.name})`;
  try {
    if (arg.kind === "bitboard")
      next.args[arg.key] = parseBitboard(catalogue, text, arg.name);
    else if (arg.kind === "name") next.args[arg.key] = text;
    else next.args[arg.key] = parseIndex(catalogue, arg.kind, text, where);
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    $("message").textContent = error.message;
    $("message").hidden = false;
    return;
  }
  go(mapping, next);
}

function chooseItem(value) {
  const { catalogue, mapping } = view;
  const [kind, name] = value.split(":");
  const items = kind === "table" ? catalogue.tables : catalogue.functions;
  const item = items.find((i) => i.name === name);
  const args = defaults(catalogue, kind, item);
  // keep the squares and bitboards already chosen where the new one takes the same argument
  if (kind === view.query.kind && kind === "function") {
    for (const p of item.params)
      if (p.name in view.query.args) args[p.name] = view.query.args[p.name];
  }
  go(mapping, { kind, name, args });
}

/** Shows the view in `mapping`: the same squares, under that mapping's numbers. */
function chooseMapping(mapping) {
  const search = formatQuery(view.catalogue, view.query, mapping, true);
  pending = load(mapping).then(({ catalogue }) =>
    go(mapping, parseQuery(catalogue, search, view.query), catalogue),
  );
}

// --- start -----------------------------------------------------------------------------

buildBoard();
$("mapping").addEventListener("change", (e) => chooseMapping(e.target.value));
$("name").addEventListener("change", (e) => chooseItem(e.target.value));
window.addEventListener("popstate", () => apply(location.search));
const ready = apply(location.search).then(() => {
  performance.mark("explorer-interactive");
  document.documentElement.dataset.ready = "true";
});

window.explorer = {
  ready,
  /** Shows the view of a search string, as a link would; resolves once drawn. */
  show(search) {
    history.pushState(null, "", search);
    return apply(search);
  },
  /** Resolves once the latest change of the view is drawn. */
  settled: () => pending,
  /**
   * Returns the view drawn: {mapping, label, value, on: [square names], marks:
   * {square name: X or T}, message,
   * search: the URL's, link: the search string the page writes for the view}.
   */
  answer() {
    const message = $("message").hidden ? null : $("message").textContent;
    if (!view) return { message };
    const on = [...document.querySelectorAll(".square.on")].map(
      (s) => s.dataset.square,
    );
    const marked = [...document.querySelectorAll(".square.marked")].map((s) => [
      s.dataset.square,
      s.textContent,
    ]);
    const link = formatQuery(view.catalogue, view.query, view.mapping);
    return {
      mapping: view.mapping,
      label: view.answer.label,
      value: view.answer.value,
      on,
      marks: Object.fromEntries(marked),
      message,
      search: location.search,
      link,
    };
  },
  /** Returns the catalogue of the mapping shown. */
  catalogue: () => view && view.catalogue,
  /** Returns the answer of a query in the mapping shown, as the board would draw it. */
  evaluate: (query) => evaluate(view.catalogue, view.module, query),
  /** Returns the module shown. */
  module: () => view && view.module,
};
